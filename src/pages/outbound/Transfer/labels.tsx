import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { TransferAction, TransferStatus } from '@/domain/outbound/transfer';

/** The transfer's states and actions as literal translation keys. */
const STATUS_KEYS = {
  created: 'outbound.transfer.status.created',
  inTransit: 'outbound.transfer.status.inTransit',
  received: 'outbound.transfer.status.received',
  cancelled: 'outbound.transfer.status.cancelled',
} as const satisfies Record<TransferStatus, string>;

const ACTION_KEYS = {
  ship: 'outbound.transfer.action.ship',
  receive: 'outbound.transfer.action.receive',
  cancel: 'outbound.transfer.action.cancel',
} as const satisfies Record<TransferAction, string>;

const COLORS: Record<TransferStatus, string> = { created: 'default', inTransit: 'processing', received: 'success', cancelled: 'error' };

export const transferStatusLabel = (s: TransferStatus, t: TFunction) => t(STATUS_KEYS[s]);
export const transferActionLabel = (a: TransferAction, t: TFunction) => t(ACTION_KEYS[a]);

export function TransferStatusTag({ status, testId }: { status: TransferStatus; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[status]} data-testid={testId}>
      {transferStatusLabel(status, t)}
    </Tag>
  );
}
