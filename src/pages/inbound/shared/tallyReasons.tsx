import { useRequest } from 'ahooks';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { inboundApi, type DictionaryName, type NoticeStatus } from '@/services/inbound';
import { useWarehouseId } from '@/utils/workspace';
import { STATUS_KEYS } from './labels';

/**
 * The inbound meta of the current warehouse (tally reasons, the approval threshold): one request
 * for the tally station and its dialogs, asked for again on every visit (a reason just added on
 * the dictionary screen is offered).
 */
export function useTallyMeta() {
  const warehouseId = useWarehouseId();
  return useRequest(inboundApi.meta, { cacheKey: `inbound-tally-meta:${warehouseId ?? ''}` });
}

/** A dictionary entry's name in the page's language; the code when the entry is unknown. */
export const entryName = (entries: readonly DictionaryName[] | undefined, code: string | undefined, lang: string) => {
  if (!code) return '';
  const e = entries?.find((x) => x.code === code);
  return e ? (lang === 'zh' ? e.nameZh : e.nameEn) : code;
};

const NOTICE_COLORS: Partial<Record<NoticeStatus, string>> = { received: 'processing', approval: 'warning', tallied: 'cyan', completed: 'success', cancelled: 'default' };

/** A notice's state as a coloured tag in the page's language. */
export function NoticeStateTag({ status }: { status: NoticeStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={NOTICE_COLORS[status] ?? 'blue'} data-testid={`notice-state-${status}`}>
      {t(STATUS_KEYS[status])}
    </Tag>
  );
}
