import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { statusLabel } from './labels';

const COLORS: Record<string, string> = {
  created: 'default',
  allocated: 'blue',
  picking: 'processing',
  picked: 'cyan',
  packed: 'geekblue',
  labelled: 'purple',
  shipped: 'success',
  cancelled: 'default',
  exception: 'error',
  approved: 'blue',
  executed: 'success',
  open: 'processing',
  done: 'success',
  confirmed: 'success',
  short: 'warning',
};

/** A document state as a coloured tag, named in the current language. */
export default function StatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[status] ?? 'default'} data-testid={`status-${status}`}>
      {statusLabel(status, t)}
    </Tag>
  );
}
