import { DatePicker, Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { createdRange } from '@/kits/list/columns';
import type { ListQuery } from '@/kits/list/ListScreen';
import { inboundApi, type ListQuery as NoticeQuery } from '@/services/inbound';
import { DATE_FORMAT } from './dateText';

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
  return {
    ...rest,
    ...(eta ? { etaFrom: eta[0].format(DATE_FORMAT), etaTo: eta[1].format(DATE_FORMAT) } : {}),
    ...(createdAt ? createdRange([createdAt[0].format(DATE_FORMAT), createdAt[1].format(DATE_FORMAT)]) : {}),
  };
}

const range = (t: TFunction) => <DatePicker.RangePicker style={{ width: '100%' }} placeholder={[t('filter.dateFrom'), t('filter.dateTo')]} />;

/** The filters above a notice list (the notice desk's and the dock's): number or container, supplier, SKU or barcode, ETA and created ranges. */
export const noticeFilterFields = (t: TFunction) => [
  <Form.Item key="no" name="no" label={t('inbound.notice.noOrContainer')}>
    <Input placeholder={t('filter.input')} allowClear />
  </Form.Item>,
  <Form.Item key="supplier" name="supplier" label={t('inbound.notice.supplier')}>
    <Input placeholder={t('filter.input')} allowClear />
  </Form.Item>,
  <Form.Item key="sku" name="sku" label={t('inbound.notice.sku')}>
    <Input placeholder={t('inbound.notice.sku.placeholder')} allowClear />
  </Form.Item>,
  <Form.Item key="eta" name="eta" label={t('inbound.notice.eta')}>
    {range(t)}
  </Form.Item>,
  <Form.Item key="createdAt" name="createdAt" label={t('inbound.notice.createdAt')}>
    {range(t)}
  </Form.Item>,
];
