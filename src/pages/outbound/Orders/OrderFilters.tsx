import { DatePicker, Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import FilterBar from '@/components/FilterBar';
import type { OrderKind, OrderQuery } from '@/services/outbound';
import CarrierSelect from './CarrierSelect';
import { createdRange } from '../shared/stateList';

export type OrderFilterValues = Pick<OrderQuery, 'no' | 'sku' | 'receiver' | 'carrier' | 'createdFrom' | 'createdTo'>;
type OrderFilterForm = Pick<OrderQuery, 'no' | 'sku' | 'receiver' | 'carrier'> & { createdAt?: [Dayjs, Dayjs] };

/** The form's values as the list's query: the created range as whole local days. */
export function orderFilters({ createdAt, ...rest }: Partial<OrderFilterForm>): OrderFilterValues {
  return createdAt ? { ...rest, ...createdRange([createdAt[0].format('YYYY-MM-DD'), createdAt[1].format('YYYY-MM-DD')]) } : rest;
}

/**
 * The filters above an order list, apart from the table: ProTable asks for its first page only
 * after its own search form has set itself up and re-rendered the table, and here the first page
 * is asked for at once (a list's first visit, `npm run bench`). `onSearch` gets the filled-in
 * filters (none after Reset).
 */
function OrderFilters({ kind, onSearch }: { kind: OrderKind; onSearch: (filters: OrderFilterValues) => void }) {
  const { t } = useTranslation();
  const text = t('filter.input');
  return (
    <FilterBar<OrderFilterForm> testId="order-filters" onSearch={(values) => onSearch(orderFilters(values))}>
      <Form.Item name="no" label={t('outbound.order.no')}>
        <Input placeholder={text} allowClear />
      </Form.Item>
      <Form.Item name="sku" label={t('outbound.sku')}>
        <Input placeholder={t('outbound.sku.placeholder')} allowClear />
      </Form.Item>
      <Form.Item name="receiver" label={t('outbound.order.receiver')}>
        <Input placeholder={text} allowClear />
      </Form.Item>
      <Form.Item name="carrier" label={t('outbound.order.carrier')}>
        <CarrierSelect kind={kind} />
      </Form.Item>
      <Form.Item name="createdAt" label={t('outbound.order.createdAt')}>
        <DatePicker.RangePicker style={{ width: '100%' }} placeholder={[t('filter.dateFrom'), t('filter.dateTo')]} />
      </Form.Item>
    </FilterBar>
  );
}

// The list re-renders on every answer (rows, tab counts) and selection; the filters need not.
export default memo(OrderFilters);
