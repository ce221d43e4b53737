import { PageContainer } from '@ant-design/pro-components';
import { Link, useModel } from '@umijs/max';
import { useInViewport } from 'ahooks';
import { Alert, Card, Descriptions, Empty, Skeleton } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { menuIcons } from '@/utils/icons';
import { buildMenu, type LayoutMenuItem } from '@/utils/menu';
import Figures from './Figures';
import { useData } from '@/query';
import { homeFiguresQuery, homeWarehouseQuery } from './queries';
import TodayCard from './TodayCard';
import styles from './index.less';

/**
 * The charts: their own chunk, asked for once the figures are in and the charts' card comes into
 * view (below the figures: never in the page's first load).
 */
const Charts = lazy(() => import('./Charts'));
/** A focus within this time of the last answer asks nothing again (as the version check). */
const FOCUS_THROTTLE_MS = 15_000;

const firstLeaf = (item: LayoutMenuItem): LayoutMenuItem | undefined =>
  item.children ? item.children.map(firstLeaf).find(Boolean) : item;

/** The landing page: who and where you are, and the areas you may work in. */
export default function Home() {
  const { t, i18n } = useTranslation();
  const { initialState } = useModel('@@initialState');
  const user = initialState?.currentUser;
  // Re-fetched when the warehouse changes: the layout re-mounts the page then.
  const warehouseId = initialState?.warehouseId;
  const current = useData(...homeWarehouseQuery(), { enabled: !!warehouseId });
  const warehouse = current.data;
  // Today's figures: again when the window regains focus, and in the new language (their words are the server's).
  const canSeeFigures = !!initialState?.warehouseId && !!user?.menuIds.includes('148');
  const figures = useData(...homeFiguresQuery(i18n.language), { enabled: canSeeFigures, onFocus: true, freshMs: FOCUS_THROTTLE_MS });
  const chartsCard = useRef<HTMLDivElement>(null);
  const [chartsInView] = useInViewport(chartsCard);
  const [showCharts, setShowCharts] = useState(false);
  useEffect(() => {
    if (chartsInView && figures.data) setShowCharts(true);
  }, [chartsInView, figures.data]);
  const areas = useMemo(
    () =>
      buildMenu('warehouse', new Set(user?.menuIds ?? []))
        .filter((item) => !item.divider && item.path !== '/homepage')
        .map((item) => ({ item, target: firstLeaf(item) }))
        .filter((a) => a.target),
    [user],
  );

  return (
    <PageContainer
      title={t('home.welcome', { name: user?.name ?? '' })}
      content={
        warehouse ? (
          t('home.currentWarehouse', { warehouse: `${warehouse.code} · ${warehouse.name}` })
        ) : warehouseId ? (
          // The line's room while the warehouse is read: its arrival moved the cards down (a layout shift).
          <span aria-hidden data-testid="home-warehouse-line-pending">
            {'\u00a0'}
          </span>
        ) : undefined
      }
    >
      {/* CSS grids, not antd's Row/Col, whose styles (every column width at every breakpoint)
          would be computed at the page's first render. */}
      <div className={styles.page}>
        <div className={styles.column}>
          {canSeeFigures && <Figures data={figures.data} error={figures.error} onRetry={figures.refresh} />}
          <Card title={t('home.quickAccess')} style={canSeeFigures ? { marginTop: 16 } : undefined}>
            {areas.length === 0 ? (
              <Empty description={t('home.quickAccess.empty')} />
            ) : (
              <div className={styles.quickAccess}>
                {areas.map(({ item, target }) => (
                  <Link key={item.key} to={target!.path} data-testid={`quick-${item.path}`}>
                    <Card hoverable size="small">
                      <strong>
                        {item.icon && menuIcons[item.icon]} {t(item.locale)}
                      </strong>
                    </Card>
                  </Link>
                ))}
              </div>
            )}
          </Card>
        </div>
        <div className={styles.column}>
          {initialState?.warehouseId && (
            <Card title={t('header.warehouse')} data-testid="home-warehouse" style={{ marginBottom: 16 }}>
              {current.error ? (
                <Alert type="error" showIcon message={current.error.message} />
              ) : !warehouse ? (
                <Skeleton active paragraph={{ rows: 2 }} />
              ) : (
                <Descriptions column={1} size="small">
                  <Descriptions.Item label={t('warehouse.code')}>{warehouse.code}</Descriptions.Item>
                  <Descriptions.Item label={t('warehouse.name')}>{warehouse.name}</Descriptions.Item>
                  <Descriptions.Item label={t('warehouse.address')}>{warehouse.address}</Descriptions.Item>
                  <Descriptions.Item label={t('warehouse.timeZone')}>{warehouse.timeZone}</Descriptions.Item>
                </Descriptions>
              )}
            </Card>
          )}
          <TodayCard />
        </div>
        {canSeeFigures && (
          <div className={styles.wide}>
            <Card className={styles.chart} ref={chartsCard} data-testid="home-charts">
              {figures.data && showCharts ? (
                <Suspense fallback={<Skeleton active paragraph={{ rows: 5 }} />}>
                  <Charts charts={figures.data.charts} />
                </Suspense>
              ) : (
                // Still while nothing loads (the charts wait to be scrolled into view): an `active`
                // skeleton's endless shimmer recomputed styles on every frame while the page sat open.
                <Skeleton active={!figures.data && figures.loading} paragraph={{ rows: 5 }} />
              )}
            </Card>
          </div>
        )}
      </div>
    </PageContainer>
  );
}
