import type { ProColumns } from '@ant-design/pro-components';
import { Form } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import PageLink from '@/components/PageLink';
import type { ExportColumn } from '@/kits/list/exportSheet';
import { NOWRAP } from '@/kits/list/layout';
import { localName } from '@/pages/product/shared/names';
import { COUNT_MENU_IDS } from '@/domain/inventory/count';
import { inventoryApi, type StockBySku } from '@/services/inventory';
import { useHeldIds } from '@/utils/workspace';
import { formatDate } from '@/utils/date';
import { CategoriesProvider, CategoryName, CategorySelect, type Categories } from '../shared/categories';
import { Expiry, ProductName, expiryAndHeldFilters, Quantity, RowRouteLink, skuFilter } from '../shared/cells';
import UrlList from '../shared/UrlList';
import { linkTo, stockFiltersFromUrl, stockQuery, type StockFilters } from '../shared/query';

const LOCATION_SCREEN = '/inventory/location';
const RECORD_SCREEN = '/inventory/record';
const SKU_COUNT_SCREEN = '/inventory/sku_count';

/**
 * Stock by SKU: on hand split into allocated, picked, held, available, damaged and staged, with
 * locations and next expiry; figures link to the location screen, records and (if held) the SKU count.
 * Filters come from the address (?sku=…&category=…&expiresWithin=30&held=true) for drill-downs.
 */
export default function Stock() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  // the categories, once they came (CategoriesProvider): their answer renders the cells and the filter that show them
  const categories = useRef<Categories>();
  const counts = useHeldIds().has(COUNT_MENU_IDS.skuCount);

  const filters = [
    skuFilter(t),
    <Form.Item key="category" name="category" label={t('inventory.category')}>
      <CategorySelect allowClear showSearch optionFilterProp="label" placeholder={t('inventory.category.all')} />
    </Form.Item>,
    ...expiryAndHeldFilters(t),
  ];

  // the categories answer later: their cells read them (CategoryName), the rows stay (kits/list/cellUpdates.ts)
  const qty = (key: keyof StockBySku, title: string, extra: ProColumns<StockBySku> = {}): ProColumns<StockBySku> => ({
    title,
    dataIndex: key,
    sorter: true,
    align: 'right',
    render: (_, s) => <span data-testid={`stock-${key}-${s.sku}`}>{s[key] as number}</span>,
    ...extra,
  });
  const columns: ProColumns<StockBySku>[] = [
    { title: t('inventory.sku'), dataIndex: 'sku', sorter: true, className: NOWRAP },
    { title: t('inventory.name'), dataIndex: 'nameEn', render: (_, s) => <ProductName product={s} /> },
    { title: t('inventory.category'), dataIndex: 'category', render: (_, s) => <CategoryName code={s.category} /> },
    qty('onHand', t('inventory.onHand'), {
      render: (_, s) => (
        <PageLink to={linkTo(LOCATION_SCREEN, { sku: s.sku })} data-testid={`stock-onHand-${s.sku}`}>
          {s.onHand}
        </PageLink>
      ),
    }),
    qty('allocated', t('inventory.allocated')),
    qty('picked', t('inventory.picked'), { sorter: false }),
    qty('hold', t('inventory.hold')),
    qty('available', t('inventory.available'), {
      tooltip: t('inventory.available.hint'),
      render: (_, s) => <Quantity value={s.available} strong testId={`stock-available-${s.sku}`} />,
    }),
    qty('damaged', t('inventory.damaged'), { tooltip: t('inventory.damaged.hint') }),
    qty('staged', t('inventory.staged'), { tooltip: t('inventory.staged.hint') }),
    qty('locations', t('inventory.locations'), {
      sorter: false,
      render: (_, s) => (
        <PageLink to={linkTo(LOCATION_SCREEN, { sku: s.sku })} data-testid={`stock-locations-${s.sku}`}>
          {s.locations}
        </PageLink>
      ),
    }),
    { title: t('inventory.nextExpiry'), dataIndex: 'nextExpiry', sorter: true, render: (_, s) => <Expiry date={s.nextExpiry} /> },
  ];

  // taken when an export starts, with the categories known then
  const exportColumns = (): ExportColumn<StockBySku>[] => [
    { header: t('inventory.sku'), cell: (s) => s.sku },
    { header: t('inventory.name'), cell: (s) => localName(s, lang) },
    { header: t('inventory.category'), cell: (s) => categories.current?.name(s.category) ?? s.category },
    { header: t('inventory.onHand'), cell: (s) => s.onHand },
    { header: t('inventory.allocated'), cell: (s) => s.allocated },
    { header: t('inventory.picked'), cell: (s) => s.picked },
    { header: t('inventory.hold'), cell: (s) => s.hold },
    { header: t('inventory.available'), cell: (s) => s.available },
    { header: t('inventory.damaged'), cell: (s) => s.damaged },
    { header: t('inventory.staged'), cell: (s) => s.staged },
    { header: t('inventory.locations'), cell: (s) => s.locations },
    { header: t('inventory.nextExpiry'), cell: (s) => formatDate(s.nextExpiry) },
  ];

  const rowLinks = (s: StockBySku) => [
    <RowRouteLink key="records" to={linkTo(RECORD_SCREEN, { sku: s.sku })} testId={`records-${s.sku}`}>
      {t('inventory.action.records')}
    </RowRouteLink>,
    counts && (
      <RowRouteLink key="count" to={linkTo(SKU_COUNT_SCREEN, { sku: s.sku })} testId={`sku-count-${s.sku}`}>
        {t('inventory.action.count')}
      </RowRouteLink>
    ),
  ];

  return (
    <CategoriesProvider into={categories}>
      <UrlList<StockBySku, StockFilters>
        name="inventory-stock"
        columns={columns}
        fetch={inventoryApi.stock}
        filters={filters}
        fromUrl={stockFiltersFromUrl}
        toQuery={stockQuery}
        rowLinks={rowLinks}
        exportAs={{ fileName: 'inventory-stock', columns: exportColumns }}
      />
    </CategoriesProvider>
  );
}
