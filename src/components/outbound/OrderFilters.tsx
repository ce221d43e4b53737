import { ProCard, ProForm, ProFormDateRangePicker, ProFormText, QueryFilter } from '@ant-design/pro-components';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderKind, OrderQuery } from '@/services/outbound';
import CarrierSelect from './CarrierSelect';
import { createdRange } from './stateList';

export type OrderFilterValues = Pick<OrderQuery, 'no' | 'sku' | 'receiver' | 'carrier' | 'createdFrom' | 'createdTo'>;

/**
 * The filters above an order list. A QueryFilter of its own, not ProTable's search form: ProTable
 * asks for its first page only after its search form has set itself up and re-rendered the
 * table, and here the first page is asked for at once (a list's first visit, `npm run bench`).
 * `onSearch` gets the filled-in filters (none after Reset).
 */
function OrderFilters({ kind, onSearch }: { kind: OrderKind; onSearch: (filters: OrderFilterValues) => void }) {
  const { t } = useTranslation();
  return (
    // ProTable's own search card: the form's padding only, 16 px above the table.
    <ProCard bodyStyle={{ padding: 0 }} style={{ marginBlockEnd: 16 }}>
      <QueryFilter<OrderFilterValues>
        autoFocusFirstInput={false}
        labelWidth="auto"
        defaultCollapsed={false}
        dateFormatter="string"
        onFinish={async (values) => onSearch(values)}
        onReset={() => onSearch({})}
      >
        <ProFormText name="no" label={t('outbound.order.no')} />
        <ProFormText name="sku" label={t('outbound.sku')} placeholder={t('outbound.sku.placeholder')} />
        <ProFormText name="receiver" label={t('outbound.order.receiver')} />
        <ProForm.Item name="carrier" label={t('outbound.order.carrier')}>
          <CarrierSelect kind={kind} />
        </ProForm.Item>
        <ProFormDateRangePicker name="createdAt" label={t('outbound.order.createdAt')} transform={createdRange} />
      </QueryFilter>
    </ProCard>
  );
}

// The list re-renders on every answer (rows, tab counts) and selection; the filters need not.
export default memo(OrderFilters);
