import { Form } from 'antd';
import type { Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { createdFilter, dateRangeFilter, textFilter } from '@/kits/list/filterFields';
import type { OrderKind, OrderQuery } from '@/services/outbound';
import CarrierSelect from './CarrierSelect';

export type OrderFilterValues = Pick<OrderQuery, 'no' | 'sku' | 'receiver' | 'carrier' | 'createdFrom' | 'createdTo'>;
type OrderFilterForm = Pick<OrderQuery, 'no' | 'sku' | 'receiver' | 'carrier'> & { createdAt?: [Dayjs, Dayjs] };

/** The form's values as the list's query: the created range as whole local days. */
export function orderFilters({ createdAt, ...rest }: Partial<OrderFilterForm>): OrderFilterValues {
  return { ...rest, ...createdFilter(createdAt) };
}

/**
 * The filters above an order list, in the kit's filter bar apart from the table: ProTable asks for
 * its first page only after its own search form has set itself up and re-rendered the table, and
 * here the first page is asked for at once (a list's first visit, `npm run bench`).
 */
export const orderFilterFields = (kind: OrderKind, t: TFunction) => [
  textFilter('no', t('outbound.order.no'), t('filter.input')),
  textFilter('sku', t('outbound.sku'), t('outbound.sku.placeholder')),
  textFilter('receiver', t('outbound.order.receiver'), t('filter.input')),
  <Form.Item key="carrier" name="carrier" label={t('outbound.order.carrier')}>
    <CarrierSelect kind={kind} />
  </Form.Item>,
  dateRangeFilter('createdAt', t('outbound.order.createdAt'), t),
];
