import { DatePicker, Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { createdRange } from '@/kits/list/columns';
import type { OrderKind, OrderQuery } from '@/services/outbound';
import CarrierSelect from './CarrierSelect';

export type OrderFilterValues = Pick<OrderQuery, 'no' | 'sku' | 'receiver' | 'carrier' | 'createdFrom' | 'createdTo'>;
type OrderFilterForm = Pick<OrderQuery, 'no' | 'sku' | 'receiver' | 'carrier'> & { createdAt?: [Dayjs, Dayjs] };

/** The form's values as the list's query: the created range as whole local days. */
export function orderFilters({ createdAt, ...rest }: Partial<OrderFilterForm>): OrderFilterValues {
  return createdAt ? { ...rest, ...createdRange([createdAt[0].format('YYYY-MM-DD'), createdAt[1].format('YYYY-MM-DD')]) } : rest;
}

/**
 * The filters above an order list, in the kit's filter bar apart from the table: ProTable asks for
 * its first page only after its own search form has set itself up and re-rendered the table, and
 * here the first page is asked for at once (a list's first visit, `npm run bench`).
 */
export const orderFilterFields = (kind: OrderKind, t: TFunction) => [
  <Form.Item key="no" name="no" label={t('outbound.order.no')}>
    <Input placeholder={t('filter.input')} allowClear />
  </Form.Item>,
  <Form.Item key="sku" name="sku" label={t('outbound.sku')}>
    <Input placeholder={t('outbound.sku.placeholder')} allowClear />
  </Form.Item>,
  <Form.Item key="receiver" name="receiver" label={t('outbound.order.receiver')}>
    <Input placeholder={t('filter.input')} allowClear />
  </Form.Item>,
  <Form.Item key="carrier" name="carrier" label={t('outbound.order.carrier')}>
    <CarrierSelect kind={kind} />
  </Form.Item>,
  <Form.Item key="createdAt" name="createdAt" label={t('outbound.order.createdAt')}>
    <DatePicker.RangePicker style={{ width: '100%' }} placeholder={[t('filter.dateFrom'), t('filter.dateTo')]} />
  </Form.Item>,
];
