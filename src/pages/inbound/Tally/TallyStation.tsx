import { PrinterOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Grid, Input, InputNumber, Popconfirm, Space, Statistic, Switch, Table, Tag, Typography } from 'antd';
import { useMemo, useState, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { tallyVariancePct } from '@/domain/inbound/machine';
import { LOT_MAX, QTY_MAX } from '@/domain/inbound/schema';
import PanelPending from '@/kits/list/PanelPending';
import { ScanFields, ScanStation, useScanStation, type Gs1Data, type ScanHit } from '@/kits/scan';
import { keyOf, queryClient, useData } from '@/query';
import { inboundApi, type NoticeDetail } from '@/services/inbound';
import { formatDate } from '@/utils/date';
import { failureText } from '@/utils/request';
import NoticeStatusTag from '../shared/NoticeStatusTag';
import { useInboundMeta } from '../shared/useInboundMeta';
import { entryName } from '../shared/words';
import { goodDiff, needsReason, tallyState, withWaitingTally, type TallyLineWrite, type TallyScanWrite, type TallyState } from '../shared/scanWork';
import { PutawayTable } from '../shared/docTables';
import LineDialog, { type LineValues } from './LineDialog';
import TallySheet from './TallySheet';
import './tally.less';

type Line = NoticeDetail['lines'][number];

/** Each state's colour and words (literal keys: the locale tests see them). */
const STATE_TAGS: Record<TallyState, { color: string; key: string }> = {
  pending: { color: 'default', key: 'inbound.tally.state.pending' },
  ok: { color: 'success', key: 'inbound.tally.state.ok' },
  short: { color: 'warning', key: 'inbound.tally.state.short' },
  over: { color: 'error', key: 'inbound.tally.state.over' },
  damaged: { color: 'error', key: 'inbound.tally.state.damaged' },
};
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/**
 * Tallying one received notice by scan (SKU, barcode or GS1 carton label with lot and expiry), good or
 * damaged per the switch; lines may be set by hand with a reason. Finishing books putaway tasks, or
 * goes to a supervisor when the difference exceeds the warehouse's threshold.
 */
export default function TallyStation({ id, onChanged }: { id: string; onChanged: () => void }) {
  const { t, i18n } = useTranslation();
  const compact = !Grid.useBreakpoint().md;
  const noticeKey = ['inbound-notice', id];
  const { data: notice, error, refresh } = useData(noticeKey, () => inboundApi.notice(id));
  // the notice as the server answered a write: shown at once, without asking again
  const mutate = (next: NoticeDetail) => queryClient.setQueryData(keyOf('data', ...noticeKey), next);
  const meta = useInboundMeta().data;
  const reasons = meta?.tallyReasons;
  const [damagedMode, setDamagedMode] = useState(false);
  const [perScan, setPerScan] = useState<number | null>(1);
  const [carton, setCarton] = useState<Gs1Data>();
  // a lot and expiry typed at the station (goods without a GS1 label); a GS1 scan's own win
  const [typedLot, setTypedLot] = useState('');
  const [typedExpiry, setTypedExpiry] = useState('');
  const [lastIndex, setLastIndex] = useState<number>();
  const [editing, setEditing] = useState<number>();
  // a fresh dialog (and form) for every line opened; kept while it closes
  const [dialogKey, setDialogKey] = useState(0);
  const edit = (i: number) => {
    setDialogKey((k) => k + 1);
    setEditing(i);
  };
  const [finishing, setFinishing] = useState(false);

  const station = useScanStation({
    screen: 'inbound-tally',
    writes: {
      scan: (p: TallyScanWrite, key: string) => inboundApi.tallyScan(p.noticeId, { code: p.code, qty: p.qty, damaged: p.damaged, lot: p.lot, expiry: p.expiry }, key),
      line: (p: TallyLineWrite, key: string) => inboundApi.tallyLine(p.noticeId, p.index, { good: p.good, damaged: p.damaged, reason: p.reason }, key),
    },
    onDelivered: () => refresh(),
  });

  const lines = useMemo(() => withWaitingTally(notice?.lines ?? [], station.waiting, id), [notice, station.waiting, id]);
  if (!notice) return <PanelPending error={error} onRetry={refresh} />;

  const name = (l: Line) => (i18n.language === 'zh' ? l.nameZh : l.nameEn);
  const open = notice.status === 'received';
  const expected = lines.reduce((s, l) => s + l.expected, 0);
  const counted = lines.reduce((s, l) => s + l.good + l.damaged, 0);
  const variance = tallyVariancePct(lines);
  const overThreshold = variance > notice.threshold;
  const qty = perScan && perScan > 0 ? perScan : 1;

  const onScan = async ({ code, gs1 }: ScanHit) => {
    // a carton label's count (AI 37) is the scan's quantity; else the quantity per scan
    const n = gs1?.count && gs1.count > 0 ? gs1.count : qty;
    setCarton(gs1);
    const lot = gs1?.lot || typedLot.trim();
    const expiry = gs1?.expiry || typedExpiry;
    const write: TallyScanWrite = { noticeId: id, code, qty: n, damaged: damagedMode, ...(lot ? { lot } : {}), ...(expiry ? { expiry } : {}) };
    const label = t(damagedMode ? 'inbound.tally.queueDamaged' : 'inbound.tally.queueGood', { qty: n, code });
    const outcome = await station.submit('scan', write, label);
    if (outcome.status === 'refused') return station.say({ type: 'error', text: failureText(outcome.error) });
    if (outcome.status !== 'sent') return undefined;
    const { line, lineIndex, notice: next } = outcome.result;
    mutate(next);
    setLastIndex(lineIndex);
    station.say({
      type: 'success',
      text: t(damagedMode ? 'inbound.tally.countedDamaged' : 'inbound.tally.counted', { qty: n, sku: line.sku, good: line.good, damaged: line.damaged, expected: line.expected }),
    });
    return undefined;
  };

  const saveLine = async (v: LineValues) => {
    if (editing === undefined) return;
    const l = lines[editing];
    const write: TallyLineWrite = { noticeId: id, index: editing, good: v.good, damaged: v.damaged, ...(v.reason ? { reason: v.reason } : {}) };
    const outcome = await station.submit('line', write, t('inbound.tally.queueLine', { sku: l.sku, good: v.good, damaged: v.damaged }));
    // refused: the dialog shows the server's message and keeps what was typed
    if (outcome.status === 'refused') throw outcome.error;
    if (outcome.status === 'sent') {
      mutate(outcome.result);
      setLastIndex(editing);
    }
  };

  const finish = async () => {
    if (station.waiting.length) return station.say({ type: 'warning', text: t('inbound.tally.sendWaitingFirst', { count: station.waiting.length }), dialog: true });
    setFinishing(true);
    try {
      const next = await inboundApi.finishTally(id);
      mutate(next);
      station.clear();
      onChanged();
    } catch (e) {
      station.say({ type: 'error', text: failureText(e), dialog: true });
    } finally {
      setFinishing(false);
    }
    return undefined;
  };

  const outcomeView = () => {
    if (notice.status === 'approval')
      return (
        <Alert
          type="warning"
          showIcon
          role="alert"
          data-testid="tally-approval"
          message={t('inbound.tally.waitsApproval', { no: notice.no })}
          description={t('inbound.tally.waitsApprovalWhy', { pct: notice.variancePct ?? variance, max: notice.threshold })}
          action={
            <Button size="small" icon={<ReloadOutlined />} onClick={refresh} data-testid="tally-check-again">
              {t('inbound.tally.checkAgain')}
            </Button>
          }
        />
      );
    if (notice.status === 'tallied' || notice.status === 'completed')
      return (
        <>
          <Alert
            type="success"
            showIcon
            role="status"
            data-testid="tally-booked"
            message={t('inbound.tally.booked', { no: notice.no, count: notice.putaway.length })}
            description={notice.variancePct ? t('inbound.tally.bookedVariance', { pct: notice.variancePct, max: notice.threshold }) : undefined}
          />
          <PutawayTable tasks={notice.putaway} testId="tally-putaway" />
        </>
      );
    return <Alert type="info" showIcon message={t('inbound.tally.notTallying', { no: notice.no })} />;
  };

  return (
    <ScanStation
      station={station}
      testId="tally-station"
      title={`${notice.no} · ${notice.containerNo}`}
      extra={
        <Button className="wms-touch" icon={<PrinterOutlined />} onClick={() => window.print()} aria-label={t('inbound.tally.print')} data-testid="tally-print">
          {!compact && t('inbound.tally.print')}
        </Button>
      }
      step={open ? { label: t(damagedMode ? 'inbound.tally.promptDamaged' : 'inbound.tally.prompt') } : undefined}
      progress={{ done: counted, total: expected, testId: 'tally-progress' }}
      header={
        <>
          <div className="wms-scan-stats">
            <NoticeStatusTag status={notice.status} />
            <Typography.Text type="secondary">{[notice.supplier, notice.dock].filter(Boolean).join(' · ')}</Typography.Text>
            <Statistic title={t('inbound.tally.varianceOf', { max: notice.threshold })} value={variance} suffix="%" valueStyle={overThreshold ? { color: '#cf1322' } : undefined} data-testid="tally-variance" />
          </div>
          {open && (
            <div className={`wms-tally-mode${damagedMode ? ' wms-tally-mode-damaged' : ''}`}>
              <Space size={8}>
                <Switch id="tally-damaged" checked={damagedMode} onChange={setDamagedMode} data-testid="tally-damaged-mode" />
                <label htmlFor="tally-damaged">{t('inbound.tally.damagedMode')}</label>
              </Space>
              <Space size={8}>
                <label htmlFor="tally-per-scan">{t('inbound.tally.perScan')}</label>
                <InputNumber
                  id="tally-per-scan"
                  min={1}
                  max={QTY_MAX}
                  precision={0}
                  value={perScan}
                  onChange={setPerScan}
                  onPressEnter={station.refocus}
                  style={{ width: 96 }}
                  data-testid="tally-per-scan"
                />
              </Space>
              <Space size={8}>
                <label htmlFor="tally-lot">{t('inbound.tally.lot')}</label>
                <Input id="tally-lot" value={typedLot} maxLength={LOT_MAX} allowClear onChange={(e) => setTypedLot(e.target.value)} onPressEnter={station.refocus} placeholder={t('inbound.tally.lotPlaceholder')} style={{ width: 140 }} data-testid="tally-lot" />
              </Space>
              <Space size={8}>
                <label htmlFor="tally-expiry">{t('inbound.tally.expiry')}</label>
                <Input id="tally-expiry" type="date" value={typedExpiry} onChange={(e) => setTypedExpiry(e.target.value)} style={{ width: 160 }} data-testid="tally-expiry" />
              </Space>
            </div>
          )}
        </>
      }
      scan={open ? { prompt: t(damagedMode ? 'inbound.tally.promptDamaged' : 'inbound.tally.prompt'), onScan, testId: 'scan-input' } : undefined}
      feedbackTestId="tally-feedback"
      actions={
        open ? (
          <>
            {carton && (
              <ScanFields
                testId="tally-carton"
                fields={[
                  { label: t('kit.scan.field.gtin'), value: carton.gtin ?? carton.content },
                  { label: t('kit.scan.field.lot'), value: carton.lot },
                  { label: t('kit.scan.field.expiry'), value: carton.expiry },
                ]}
              />
            )}
            <Popconfirm
              destroyOnHidden
              title={t('inbound.tally.finishQ', { no: notice.no })}
              description={t(overThreshold ? 'inbound.tally.finishApproval' : 'inbound.tally.finishBook', { pct: variance, max: notice.threshold })}
              onConfirm={finish}
              onOpenChange={(o) => !o && station.refocus()}
              okText={t('common.ok')}
              cancelText={t('common.cancel')}
            >
              <Button type="primary" className="wms-touch" block={compact} loading={finishing} data-testid="tally-finish">
                {t('inbound.tally.finish')}
              </Button>
            </Popconfirm>
          </>
        ) : (
          outcomeView()
        )
      }
    >
      <Table<Line>
        size="small"
        rowKey={(l) => `${l.sku}|${l.lot ?? ''}`}
        style={{ marginTop: 16 }}
        dataSource={lines}
        scroll={{ x: 'max-content' }}
        pagination={false}
        data-testid="tally-lines"
        rowClassName={(_, i) => (i === lastIndex ? 'ant-table-row-selected' : '')}
        onRow={(l) => ({ 'data-testid': `tally-line-${l.sku}` }) as HTMLAttributes<HTMLElement>}
        columns={[
          {
            title: t('inbound.tally.skuLine'),
            dataIndex: 'sku',
            // the product, its lot and expiry under the SKU: one narrow column on a handheld
            render: (_, l) => (
              <div className="wms-tally-sku">
                <b>{l.sku}</b>
                <Typography.Text type="secondary">{name(l)}</Typography.Text>
                {(l.lot || l.expiry) && <Typography.Text type="secondary">{[l.lot, l.expiry && formatDate(l.expiry)].filter(Boolean).join(' / ')}</Typography.Text>}
                {l.added && (
                  <Tag color="orange" style={{ alignSelf: 'flex-start' }} data-testid={`tally-added-${l.sku}`}>
                    {t('inbound.tally.addedLot')}
                  </Tag>
                )}
              </div>
            ),
          },
          { title: t('inbound.tally.expected'), dataIndex: 'expected' },
          { title: t('inbound.tally.good'), dataIndex: 'good', render: (v: number, l) => <span data-testid={`tally-good-${l.sku}`}>{v}</span> },
          { title: t('inbound.tally.damaged'), dataIndex: 'damaged', render: (v: number, l) => <span data-testid={`tally-damaged-${l.sku}`}>{v}</span> },
          {
            title: t('inbound.tally.diff'),
            render: (_, l) => {
              const s = tallyState(l);
              return (
                <Tag color={STATE_TAGS[s].color} data-testid={`tally-diff-${l.sku}`} data-state={s}>
                  {signed(goodDiff(l))} {t(STATE_TAGS[s].key)}
                </Tag>
              );
            },
          },
          {
            title: t('inbound.tally.reason'),
            render: (_, l) => (l.reason ? entryName(reasons, l.reason, i18n.language) : needsReason(l) && l.good + l.damaged > 0 ? <Typography.Text type="danger">{t('inbound.tally.reasonMissing')}</Typography.Text> : '—'),
          },
          ...(!open && lines.some((l) => l.lpn)
            ? [
                {
                  title: t('inbound.tally.pallets'),
                  // the pallet ids the booking made (the SKU's palletize rule may split a line)
                  render: (_: unknown, l: Line) => (
                    <span className="wms-tally-lpns" data-testid={`tally-lpns-${l.sku}`}>
                      {(l.lpns ?? (l.lpn ? [l.lpn] : [])).map((lpn) => (
                        <Tag key={lpn}>{lpn}</Tag>
                      ))}
                    </span>
                  ),
                },
              ]
            : []),
          ...(open
            ? [
                {
                  title: t('inbound.tally.actions'),
                  // in view on a handheld while the columns scroll
                  fixed: 'right' as const,
                  render: (_: unknown, l: Line, i: number) => (
                    <Button type="link" size="small" className="wms-touch" onClick={() => edit(i)} data-testid={`tally-set-${l.sku}`}>
                      {t('inbound.tally.setLine')}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      <LineDialog
        key={dialogKey}
        line={editing === undefined ? undefined : lines[editing]}
        reasons={reasons}
        onClose={() => setEditing(undefined)}
        afterClose={station.refocus}
        save={saveLine}
        onSaved={() => setEditing(undefined)}
      />
      <TallySheet notice={notice} lines={lines} reasons={reasons} />
    </ScanStation>
  );
}
