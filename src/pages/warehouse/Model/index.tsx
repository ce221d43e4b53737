import { PageContainer } from '@ant-design/pro-components';
import { Alert, Badge, Button, Card, Descriptions, Drawer, Empty, Segmented, Skeleton, Space, Tag, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCATION_STATUSES, type LocationStatus, type ModelLocation, type ModelZone } from '@/domain/master';
import { useData } from '@/query';
import { modelApi } from '@/services/master';
import { failureText } from '@/utils/request';
import LocationStock from '../shared/LocationStock';
import { LOCATION_STATUS_KEYS, ZONE_TYPE_KEYS } from '../shared/options';
import { FILL_BUCKETS, fillBucket, layoutZone, pageAisles, pageOfAisle, statusTotals, type FillBucket } from './grid';
import styles from './model.less';

/** Most location cells on screen at once: a large zone is shown a few whole aisles at a time. */
const CELLS_PER_PAGE = 600;

type Mode = 'status' | 'fill';

const STATUS_COLOR = { active: '#52c41a', locked: '#fa8c16', disabled: '#bfbfbf' } as const satisfies Record<LocationStatus, string>;
const FILL_COLOR = { empty: '#f5f5f5', low: '#d6e4ff', mid: '#85a5ff', high: '#2f54eb', top: '#1d39c4', full: '#061178' } as const satisfies Record<FillBucket, string>;
/** Text on a fill colour (the aisle tiles' numbers): dark on light, white on dark. */
const FILL_TEXT = { empty: '#000', low: '#000', mid: '#000', high: '#fff', top: '#fff', full: '#fff' } as const satisfies Record<FillBucket, string>;
const MODE_KEYS = { status: 'master.model.byStatus', fill: 'master.model.byFill' } as const satisfies Record<Mode, string>;

/** The legend of a colouring: a swatch and its words per colour. */
function Legend({ mode }: { mode: Mode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.legend} data-testid={`model-legend-${mode}`}>
      <Typography.Text type="secondary">{t(mode === 'fill' ? 'master.model.legendFill' : 'master.model.legendStatus')}</Typography.Text>
      {mode === 'fill'
        ? FILL_BUCKETS.map((b) => (
            <span key={b.key}>
              <span className={styles.swatch} style={{ background: FILL_COLOR[b.key] }} />
              {b.key === 'empty' ? t('master.model.fillEmpty') : b.key === 'full' ? t('master.model.fillFull') : t('master.model.fillRange', { from: b.from, to: b.upTo })}
            </span>
          ))
        : LOCATION_STATUSES.map((s) => (
            <span key={s}>
              <span className={styles.swatch} style={{ background: STATUS_COLOR[s] }} />
              {t(LOCATION_STATUS_KEYS[s])}
            </span>
          ))}
    </div>
  );
}

/** A zone as a card: its type, its locations by status, its aisles as tiles coloured by fill. */
function ZoneCard({ zone, selected, onOpen }: { zone: ModelZone; selected: boolean; onOpen: (aisle?: number) => void }) {
  const { t } = useTranslation();
  const totals = statusTotals(zone.aisles);
  return (
    <Card
      size="small"
      className={selected ? styles.selectedZone : undefined}
      data-testid={`model-zone-${zone.code}`}
      title={
        <Button type="link" className={styles.zoneTitle} onClick={() => onOpen()} aria-label={t('master.model.openZone', { zone: zone.code, name: zone.name })}>
          {t('master.model.zoneTitle', { zone: zone.code, name: zone.name })}
        </Button>
      }
      extra={<Tag>{t(ZONE_TYPE_KEYS[zone.type])}</Tag>}
    >
      {totals.total === 0 ? (
        <Typography.Text type="secondary">{t('master.model.zoneEmpty')}</Typography.Text>
      ) : (
        <>
          <div className={styles.counts}>
            <span>{t('master.model.locations', { count: totals.total })}</span>
            {LOCATION_STATUSES.map((s) => (
              <Badge key={s} color={STATUS_COLOR[s]} text={t('master.model.statusCount', { status: t(LOCATION_STATUS_KEYS[s]), n: totals[s] })} data-testid={`model-zone-${zone.code}-${s}`} />
            ))}
          </div>
          <div className={styles.tiles}>
            {zone.aisles.map((a) => {
              const bucket = fillBucket(a.fillPct);
              return (
                <button
                  type="button"
                  key={a.aisle}
                  className={styles.tile}
                  style={{ background: FILL_COLOR[bucket], color: FILL_TEXT[bucket] }}
                  aria-label={t('master.model.aisleTile', { zone: zone.code, aisle: String(a.aisle).padStart(2, '0'), pct: a.fillPct, count: a.locations })}
                  title={t('master.model.aisleTile', { zone: zone.code, aisle: String(a.aisle).padStart(2, '0'), pct: a.fillPct, count: a.locations })}
                  onClick={() => onOpen(a.aisle)}
                >
                  {String(a.aisle).padStart(2, '0')}
                </button>
              );
            })}
          </div>
        </>
      )}
    </Card>
  );
}

/** The locations of one zone: aisle rows, each rack an elevation (levels top down × bins), a page of whole aisles at a time. */
function ZoneGrid({ zone, aisle, mode, onPick }: { zone: ModelZone; aisle?: number; mode: Mode; onPick: (l: ModelLocation) => void }) {
  const { t } = useTranslation();
  const { data, loading, error, refresh } = useData(['master-model-zone', zone.code], () => modelApi.zone(zone.code));
  const pages = useMemo(() => pageAisles(layoutZone(data ?? []), CELLS_PER_PAGE), [data]);
  const [page, setPage] = useState(0);
  const focused = useRef<HTMLDivElement>(null);
  useEffect(() => {
    setPage(aisle === undefined ? 0 : pageOfAisle(pages, aisle));
  }, [pages, aisle]);
  useEffect(() => {
    focused.current?.scrollIntoView({ block: 'nearest' });
  }, [page, aisle, pages]);

  const statusWord = (s: LocationStatus) => t(LOCATION_STATUS_KEYS[s]);
  const colour = (l: ModelLocation) => (mode === 'status' ? STATUS_COLOR[l.status] : FILL_COLOR[fillBucket(l.fillPct)]);

  if (error)
    return (
      <Alert
        type="error"
        showIcon
        message={t('master.model.zoneFailed', { zone: zone.code })}
        description={failureText(error)}
        action={
          <Button size="small" onClick={refresh}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  if (loading || !data) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (!pages.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('master.model.zoneEmpty')} />;
  const shown = pages[Math.min(page, pages.length - 1)];
  const two = (n: number) => String(n).padStart(2, '0');
  return (
    <div data-testid="model-grid">
      {pages.length > 1 && (
        <Space wrap style={{ marginBottom: 8 }}>
          <Typography.Text type="secondary">{t('master.model.aislePages')}</Typography.Text>
          <Segmented
            value={page}
            onChange={(v) => setPage(Number(v))}
            options={pages.map((p, i) => ({ value: i, label: t('master.model.aisleRange', { from: two(p[0].aisle), to: two(p[p.length - 1].aisle) }) }))}
            data-testid="model-aisle-pages"
          />
        </Space>
      )}
      {shown.map((a) => (
        <div
          key={a.aisle}
          ref={a.aisle === aisle ? focused : undefined}
          className={`${styles.aisle} ${a.aisle === aisle ? styles.aisleFocused : ''}`}
          role="group"
          aria-label={t('master.model.aisleName', { zone: zone.code, aisle: two(a.aisle) })}
          data-testid={`model-aisle-${a.aisle}`}
        >
          <div className={styles.aisleName}>{t('master.model.aisleShort', { aisle: two(a.aisle) })}</div>
          <div className={styles.racks}>
            {a.racks.map((r) => (
              <div key={r.rack} className={styles.rack}>
                <span className={styles.rackName}>{t('master.model.rackShort', { rack: two(r.rack) })}</span>
                <div className={styles.rackCells} style={{ gridTemplateColumns: `repeat(${r.bins.length}, 16px)` }}>
                  {r.levels.flatMap((level) =>
                    r.bins.map((bin) => {
                      const l = r.at(level, bin);
                      if (!l) return <span key={`${level}-${bin}`} className={styles.gap} />;
                      const name = t('master.model.cellName', { code: l.code, status: statusWord(l.status), pct: l.fillPct });
                      return <button type="button" key={l.code} className={styles.cell} style={{ background: colour(l) }} aria-label={name} title={name} onClick={() => onPick(l)} />;
                    }),
                  )}
                </div>
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * The warehouse map (menu 356): zones as cards with their aisles coloured by fill; a zone opens as
 * a grid of its locations coloured by status or fill; a location opens its stock.
 */
export default function WarehouseModel() {
  const { t } = useTranslation();
  const { data: zones, loading, error, refresh } = useData(['master-model-zones'], modelApi.zones);
  const [open, setOpen] = useState<{ zone: string; aisle?: number }>();
  const [mode, setMode] = useState<Mode>('status');
  const [picked, setPicked] = useState<ModelLocation>();
  const zone = zones?.find((z) => z.code === open?.zone);
  const gridRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open) gridRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [open]);

  let body;
  if (error)
    body = (
      <Alert
        type="error"
        showIcon
        message={t('master.model.failed')}
        description={failureText(error)}
        action={
          <Button size="small" onClick={refresh} data-testid="model-retry">
            {t('common.retry')}
          </Button>
        }
      />
    );
  else if (loading && !zones) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (!zones?.length) body = <Empty description={t('master.model.noZones')} data-testid="model-empty" />;
  else
    body = (
      <>
        <Space direction="vertical" size={8} style={{ width: '100%', marginBottom: 12 }}>
          <Legend mode="fill" />
        </Space>
        <div className={styles.zones}>
          {zones.map((z) => (
            <ZoneCard key={z.code} zone={z} selected={z.code === open?.zone} onOpen={(aisle) => setOpen({ zone: z.code, aisle })} />
          ))}
        </div>
        <div ref={gridRef}>
          {zone && (
            <Card
              size="small"
              title={t('master.model.zoneLocations', { zone: zone.code, name: zone.name })}
              data-testid="model-zone-panel"
              extra={
                <Space wrap>
                  <Segmented<Mode> value={mode} onChange={setMode} options={(['status', 'fill'] as const).map((m) => ({ value: m, label: t(MODE_KEYS[m]) }))} data-testid="model-mode" />
                  <Button size="small" onClick={() => setOpen(undefined)}>
                    {t('master.model.closeZone')}
                  </Button>
                </Space>
              }
            >
              <div style={{ marginBottom: 8 }}>
                <Legend mode={mode} />
              </div>
              <ZoneGrid zone={zone} aisle={open?.aisle} mode={mode} onPick={setPicked} />
            </Card>
          )}
        </div>
      </>
    );

  return (
    <PageContainer subTitle={t('master.model.hint')}>
      {body}
      <Drawer open={!!picked} width={560} title={picked?.code} onClose={() => setPicked(undefined)} destroyOnHidden data-testid="model-drawer">
        {picked && (
          <>
            <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
              <Descriptions.Item label={t('master.location.status')}>
                <Badge color={STATUS_COLOR[picked.status]} text={t(LOCATION_STATUS_KEYS[picked.status])} />
              </Descriptions.Item>
              <Descriptions.Item label={t('master.model.fill')}>{t('master.model.fillPct', { pct: picked.fillPct })}</Descriptions.Item>
              <Descriptions.Item label={t('master.stock.onHand')}>{picked.onHand}</Descriptions.Item>
            </Descriptions>
            <LocationStock code={picked.code} />
          </>
        )}
      </Drawer>
    </PageContainer>
  );
}
