import type { ProColumns } from '@ant-design/pro-components';
import { Button } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FbaStockRow } from '@/domain/relocate';
import type { ListApi } from '@/kits/list/ListScreen';
import { NOWRAP } from '@/kits/list/layout';
import { fbaApi } from '@/services/relocate';
import { formatDateTime } from '@/utils/date';
import { locationFilter, skuFilter, textFilter } from '../shared/cells';
import UrlList from '../shared/UrlList';
import { ReleaseDialog, StageDialog } from './FbaForms';

type Filters = { shipment?: string; sku?: string; location?: string };
const fromUrl = (p: URLSearchParams): Filters => Object.fromEntries(['shipment', 'sku', 'location'].flatMap((k) => (p.get(k) ? [[k, p.get(k)!]] : [])));
const toQuery = (v: Filters) => Object.fromEntries(Object.entries(v).filter(([, x]) => !!x)) as Record<string, string>;

/**
 * FBA locations (521): stock staged on FBA-zone locations for marketplace fulfilment shipments,
 * listed by shipment (held for it: no order can take it). Stage more units for a shipment, or
 * release staged ones back to a shelf; every change is a record (the FBA record screen, 522).
 */
export default function FbaLocation() {
  const { t, i18n } = useTranslation();
  const list = useRef<ListApi<FbaStockRow>>();
  const [staging, setStaging] = useState(false);
  const [releasing, setReleasing] = useState<FbaStockRow>();

  const columns: ProColumns<FbaStockRow>[] = [
    { title: t('inventory.fba.shipment'), dataIndex: 'shipment', className: NOWRAP },
    { title: t('inventory.fba.location'), dataIndex: 'location', className: NOWRAP },
    { title: t('inventory.fba.sku'), dataIndex: 'sku', className: NOWRAP },
    { title: t('inventory.fba.product'), key: 'name', render: (_, r) => (i18n.language === 'zh' ? r.nameZh : r.nameEn) },
    { title: t('inventory.fba.qty'), dataIndex: 'qty', align: 'right' },
    { title: t('inventory.lpn'), dataIndex: 'lpn', render: (_, r) => r.lpn || '—' },
    { title: t('inventory.lot'), dataIndex: 'lot', render: (_, r) => r.lot || '—' },
    { title: t('inventory.fba.stagedAt'), dataIndex: 'stagedAt', className: NOWRAP, render: (_, r) => formatDateTime(r.stagedAt) },
  ];
  const filters = [textFilter('shipment', t('inventory.fba.shipment'), t('filter.input'), true), skuFilter(t), locationFilter(t)];

  return (
    <UrlList<FbaStockRow, Filters>
      name="fba-stock"
      listRef={list}
      columns={columns}
      fetch={fbaApi.stock}
      filters={filters}
      fromUrl={fromUrl}
      toQuery={toQuery}
      toolbar={[
        <Button key="stage" type="primary" onClick={() => setStaging(true)} data-testid="fba-stage">
          {t('inventory.fba.stage')}
        </Button>,
      ]}
      rowLinks={(r) => (
        <a onClick={() => setReleasing(r)} data-testid={`fba-release-${r.id}`}>
          {t('inventory.fba.release')}
        </a>
      )}
    >
      <StageDialog
        open={staging}
        onClose={() => setStaging(false)}
        onSaved={() => {
          setStaging(false);
          list.current?.reload();
        }}
      />
      <ReleaseDialog
        row={releasing}
        onClose={() => setReleasing(undefined)}
        onSaved={() => {
          setReleasing(undefined);
          list.current?.reload();
        }}
      />
    </UrlList>
  );
}
