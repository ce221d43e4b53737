import type { ProColumns } from '@ant-design/pro-components';
import { Form, Select } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INVENTORY_MENU_IDS, ROW_PLACES } from '@/domain/inventory';
import PageLink from '@/components/PageLink';
import { useHeldIds } from '@/utils/workspace';
import type { ListApi } from '@/kits/list/ListScreen';
import type { ExportColumn } from '@/kits/list/exportSheet';
import { NOWRAP } from '@/kits/list/layout';
import { localName } from '@/pages/product/shared/names';
import { inventoryApi, type StockByLocation } from '@/services/inventory';
import { formatDate, formatDateTime } from '@/utils/date';
import { Expiry, ProductName, expiryAndHeldFilters, locationFilter, PlaceTag, Quantity, RowRouteLink, skuFilter, textFilter } from '../shared/cells';
import HoldDialog, { type HoldAction } from '../shared/HoldDialog';
import { placeLabel, PLACE_KEYS } from '../shared/labels';
import UrlList from '../shared/UrlList';
import { linkTo, rowFiltersFromUrl, rowQuery, type RowFilters } from '../shared/query';
import { RowLink } from '@/kits/list/RowLink';

const RECORD_SCREEN = '/inventory/record';

/**
 * Stock rows by location (SKU, pallet, lot, expiry) with quantities and where they are; sorted by
 * expiry it reads FEFO. Units are held or released with a reason. Filters come from the address
 * (?sku=…&location=…) so drill-downs from other screens land filtered.
 */
const LOT_SCREEN = '/inventory/lot';

export default function Location() {
  const { t, i18n } = useTranslation();
  const tracesLots = useHeldIds().has(INVENTORY_MENU_IDS.lot);
  const lang = i18n.language;
  const list = useRef<ListApi<StockByLocation>>();
  const [acting, setActing] = useState<{ action: HoldAction; row: StockByLocation }>();

  const filters = [
    locationFilter(t),
    textFilter('zone', t('inventory.zone'), t('filter.input'), true),
    skuFilter(t),
    textFilter('lpn', t('inventory.lpn'), t('filter.input'), true),
    textFilter('lot', t('inventory.lot'), t('filter.input')),
    <Form.Item key="place" name="place" label={t('inventory.place')}>
      <Select mode="multiple" allowClear options={ROW_PLACES.map((p) => ({ value: p, label: t(PLACE_KEYS[p]) }))} />
    </Form.Item>,
    ...expiryAndHeldFilters(t),
  ];

  const qty = (key: 'onHand' | 'allocated' | 'picked' | 'hold' | 'available', title: string, sorter = true): ProColumns<StockByLocation> => ({
    title,
    dataIndex: key,
    sorter,
    align: 'right',
    render: (_, r) => <Quantity value={r[key]} strong={key === 'available'} testId={`row-${key}-${r.id}`} />,
  });
  const columns: ProColumns<StockByLocation>[] = [
    { title: t('inventory.location'), dataIndex: 'location', sorter: true, className: NOWRAP },
    { title: t('inventory.zone'), dataIndex: 'zone', render: (_, r) => r.zone || '—' },
    { title: t('inventory.place'), dataIndex: 'place', render: (_, r) => <PlaceTag place={r.place} /> },
    { title: t('inventory.sku'), dataIndex: 'sku', sorter: true, className: NOWRAP },
    { title: t('inventory.name'), dataIndex: 'nameEn', render: (_, r) => <ProductName product={r} /> },
    { title: t('inventory.expiry'), dataIndex: 'expiry', sorter: true, className: NOWRAP, render: (_, r) => <Expiry date={r.expiry} /> },
    qty('onHand', t('inventory.onHand')),
    qty('allocated', t('inventory.allocated'), false),
    qty('picked', t('inventory.picked'), false),
    qty('hold', t('inventory.hold')),
    { ...qty('available', t('inventory.available')), tooltip: t('inventory.available.hint') },
    // what identifies the stock further, after the figures (in view first at 1280–1440 px)
    { title: t('inventory.lpn'), dataIndex: 'lpn', render: (_, r) => r.lpn || '—' },
    {
      title: t('inventory.lot'),
      dataIndex: 'lot',
      // a lot opens its trace (where else it is, what shipped it, hold it everywhere)
      render: (_, r) => (r.lot ? tracesLots ? <PageLink to={linkTo(LOT_SCREEN, { lot: r.lot })} title={t('inventory.lot.open')}>{r.lot}</PageLink> : r.lot : '—'),
    },
    { title: t('inventory.receivedAt'), dataIndex: 'receivedAt', sorter: true, className: NOWRAP, render: (_, r) => formatDateTime(r.receivedAt) },
  ];

  const exportColumns: ExportColumn<StockByLocation>[] = [
    { header: t('inventory.location'), cell: (r) => r.location },
    { header: t('inventory.zone'), cell: (r) => r.zone },
    { header: t('inventory.place'), cell: (r) => placeLabel(r.place, t) },
    { header: t('inventory.sku'), cell: (r) => r.sku },
    { header: t('inventory.name'), cell: (r) => localName(r, lang) },
    { header: t('inventory.lpn'), cell: (r) => r.lpn ?? '' },
    { header: t('inventory.lot'), cell: (r) => r.lot ?? '' },
    { header: t('inventory.expiry'), cell: (r) => formatDate(r.expiry) },
    { header: t('inventory.onHand'), cell: (r) => r.onHand },
    { header: t('inventory.allocated'), cell: (r) => r.allocated },
    { header: t('inventory.picked'), cell: (r) => r.picked },
    { header: t('inventory.hold'), cell: (r) => r.hold },
    { header: t('inventory.available'), cell: (r) => r.available },
    { header: t('inventory.receivedAt'), cell: (r) => formatDateTime(r.receivedAt) },
  ];

  return (
    <UrlList<StockByLocation, RowFilters>
      name="inventory-rows"
      listRef={list}
      columns={columns}
      fetch={inventoryApi.rows}
      filters={filters}
      fromUrl={rowFiltersFromUrl}
      toQuery={rowQuery}
      rowLinks={(r) => [
        // offered only when they can apply: a hold takes available units, a release held ones
        r.available > 0 && (
          <RowLink key="hold" onClick={() => setActing({ action: 'hold', row: r })} data-testid={`hold-${r.id}`}>
            {t('inventory.action.hold')}
          </RowLink>
        ),
        r.hold > 0 && (
          <RowLink key="release" onClick={() => setActing({ action: 'release', row: r })} data-testid={`release-${r.id}`}>
            {t('inventory.action.release')}
          </RowLink>
        ),
        <RowRouteLink key="records" to={linkTo(RECORD_SCREEN, { sku: r.sku, location: r.location })} testId={`records-${r.id}`}>
          {t('inventory.action.records')}
        </RowRouteLink>,
      ]}
      exportAs={{ fileName: 'inventory-locations', columns: exportColumns }}
    >
      {acting && (
        <HoldDialog
          action={acting.action}
          row={acting.row}
          onClose={() => setActing(undefined)}
          onDone={() => {
            setActing(undefined);
            list.current?.reload();
          }}
        />
      )}
    </UrlList>
  );
}
