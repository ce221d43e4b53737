import type { ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { countApi, type SkuCountRow } from '@/services/count';
import { locationFilter, ProductName, RowRouteLink, skuFilter, textFilter } from '../shared/cells';
import { TaskStatusTag, textQuery, textsFromUrl } from '../shared/countParts';
import { linkTo } from '../shared/query';
import UrlList from '../shared/UrlList';

interface SkuFilters {
  sku?: string;
  location?: string;
  plan?: string;
}

const fromUrl = textsFromUrl<SkuFilters>(['sku', 'location', 'plan']);

/**
 * The SKU-driven count (menu 345): each SKU under count at each location holding it, found by SKU or
 * barcode (typed or scanned); a row opens the location's count on the scan station. No expected
 * quantities, so the counter counts blind when the warehouse says so.
 */
export default function SkuCount() {
  const { t } = useTranslation();
  const filters = [skuFilter(t), locationFilter(t), textFilter('plan', t('inventory.count.plan'), t('filter.input'), true)];
  const columns: ProColumns<SkuCountRow>[] = [
    { title: t('inventory.sku'), dataIndex: 'sku', sorter: true },
    { title: t('inventory.count.product'), render: (_, r) => <ProductName product={r} /> },
    { title: t('inventory.location'), dataIndex: 'location', sorter: true },
    { title: t('inventory.count.zone'), dataIndex: 'zone' },
    { title: t('inventory.count.plan'), dataIndex: 'planNo', sorter: true },
    { title: t('inventory.count.status'), dataIndex: 'status', render: (_, r) => <TaskStatusTag status={r.status} /> },
  ];
  return (
    <UrlList<SkuCountRow, SkuFilters>
      name="skuCount"
      columns={columns}
      fetch={countApi.skus}
      filters={filters}
      fromUrl={fromUrl}
      toQuery={textQuery}
      rowLinks={(r) => [
        <RowRouteLink key="count" to={linkTo('/inventory/count', { task: r.taskId, sku: r.sku })} testId={`sku-count-${r.sku}-${r.location}`}>
          {t('inventory.count.countHere')}
        </RowRouteLink>,
      ]}
    />
  );
}
