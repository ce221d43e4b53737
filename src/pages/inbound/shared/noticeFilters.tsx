import type { Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { createdFilter, dateRangeFilter, rangeDays, textFilter } from '@/kits/list/filterFields';
import type { ListQuery } from '@/kits/list/ListScreen';
import { inboundApi, type ListQuery as NoticeQuery } from '@/services/inbound';

type Range = [Dayjs, Dayjs];
export interface NoticeFilterForm {
  no?: string;
  supplier?: string;
  sku?: string;
  eta?: Range;
  createdAt?: Range;
}
export type NoticeFilterQuery = {
  no?: string;
  supplier?: string;
  sku?: string;
  etaFrom?: string;
  etaTo?: string;
  createdFrom?: string;
  createdTo?: string;
};

/** A page of notices for a list: the kit's query holds the filter bar's texts and dates (noticeFilters). */
export const fetchNotices = (q: ListQuery) => inboundApi.notices(q as NoticeQuery);

/** The filter bar's values as the list's query: the ETA range as two dates, the created range as whole local days. */
export function noticeFilters({ eta, createdAt, ...rest }: Partial<NoticeFilterForm>): NoticeFilterQuery {
  const [etaFrom, etaTo] = eta ? rangeDays(eta) : [];
  return { ...rest, ...(eta ? { etaFrom, etaTo } : {}), ...createdFilter(createdAt) };
}

/** The filters above a notice list (the notice desk's and the dock's): number or container, supplier, SKU or barcode, ETA and created ranges. */
export const noticeFilterFields = (t: TFunction) => [
  textFilter('no', t('inbound.notice.noOrContainer'), t('filter.input')),
  textFilter('supplier', t('inbound.notice.supplier'), t('filter.input')),
  textFilter('sku', t('inbound.notice.sku'), t('inbound.notice.sku.placeholder')),
  dateRangeFilter('eta', t('inbound.notice.eta'), t),
  dateRangeFilter('createdAt', t('inbound.notice.createdAt'), t),
];
