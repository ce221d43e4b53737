import { PageContainer, type ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import type { ExportColumn } from '@/kits/list/exportSheet';
import ListScreen from '@/kits/list/ListScreen';
import { NOWRAP } from '@/kits/list/layout';
import { localName } from '@/pages/product/shared/names';
import { networkApi, type NetworkRow } from '@/services/transfer';
import { ProductName, Quantity, skuFilter } from '../shared/cells';

/**
 * Stock across the warehouses the user holds (603): per SKU and warehouse, what is available, on
 * hand and in transit to it (shipped by a transfer, not received yet), read from each warehouse's ledger.
 */
export default function Network() {
  const { t, i18n } = useTranslation();
  const id = (r: NetworkRow) => `${r.warehouse.code}-${r.sku}`;
  const columns: ProColumns<NetworkRow>[] = [
    { title: t('inventory.sku'), dataIndex: 'sku', className: NOWRAP },
    { title: t('inventory.name'), dataIndex: 'nameEn', render: (_, r) => <ProductName product={r} /> },
    { title: t('inventory.network.warehouse'), dataIndex: ['warehouse', 'code'], className: NOWRAP, render: (_, r) => `${r.warehouse.code} · ${r.warehouse.name}` },
    { title: t('inventory.available'), dataIndex: 'available', align: 'right', render: (_, r) => <Quantity value={r.available} strong testId={`network-available-${id(r)}`} /> },
    { title: t('inventory.onHand'), dataIndex: 'onHand', align: 'right', render: (_, r) => <span data-testid={`network-onHand-${id(r)}`}>{r.onHand}</span> },
    { title: t('inventory.network.inTransit'), dataIndex: 'inTransit', align: 'right', tooltip: t('inventory.network.inTransit.hint'), render: (_, r) => <span data-testid={`network-inTransit-${id(r)}`}>{r.inTransit}</span> },
  ];
  const exportColumns: ExportColumn<NetworkRow>[] = [
    { header: t('inventory.sku'), cell: (r) => r.sku },
    { header: t('inventory.name'), cell: (r) => localName(r, i18n.language) },
    { header: t('inventory.network.warehouse'), cell: (r) => r.warehouse.code },
    { header: t('inventory.available'), cell: (r) => r.available },
    { header: t('inventory.onHand'), cell: (r) => r.onHand },
    { header: t('inventory.network.inTransit'), cell: (r) => r.inTransit },
  ];
  return (
    <PageContainer>
      <ListScreen<NetworkRow>
        name="network"
        columns={columns}
        fetch={networkApi.list}
        filters={[skuFilter(t)]}
        toQuery={(v) => ({ sku: v.sku?.trim() || undefined })}
        exportAs={{ fileName: 'inventory-network', columns: exportColumns }}
      />
    </PageContainer>
  );
}
