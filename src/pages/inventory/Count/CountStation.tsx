import { DeleteOutlined } from '@ant-design/icons';
import { Alert, Button, Grid, InputNumber, Popconfirm, Space, Table, Typography } from 'antd';
import { useState, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNT_QTY_MAX } from '@/domain/inventory/count';
import PanelPending from '@/kits/list/PanelPending';
import { codeMatches, ScanStation, useScanStation, type ScanHit } from '@/kits/scan';
import { keyOf, queryClient, useData } from '@/query';
import { countApi, type CounterTask } from '@/services/count';
import { failureText } from '@/utils/request';
import { TaskStatusTag } from '../shared/countParts';

interface Line {
  code: string;
  /** The lot a GS1 label carried: the line counts that lot only. */
  lot?: string;
  qty: number;
}

/** A line's key and test id suffix: its code, and its lot when it has one. */
const lineKey = (l: Pick<Line, 'code' | 'lot'>) => (l.lot ? `${l.code}-${l.lot}` : l.code);

interface CountWrite {
  taskId: string;
  location: string;
  lines: Line[];
}

const STEPS = ['location', 'sku'] as const;
type Step = (typeof STEPS)[number];
const PROMPTS: Record<Step, string> = { location: 'inventory.count.scanLocation', sku: 'inventory.count.scanSku' };

/**
 * One location's count by scan: the location, then every product on it; quantities may be
 * corrected. Finishing sends it once; the answer says only whether to count again. Blind counts
 * show no expected quantity anywhere.
 */
export default function CountStation({ id, located, onNext, onChanged }: { id: string; located: boolean; onNext: (location: string) => Promise<boolean>; onChanged: () => void }) {
  const { t } = useTranslation();
  const compact = !Grid.useBreakpoint().md;
  const taskKey = ['count-task', id];
  const { data: task, error, refresh } = useData(taskKey, () => countApi.task(id));
  // the task as the server answered the count: shown at once, without asking again
  const mutate = (next: CounterTask) => queryClient.setQueryData(keyOf('data', ...taskKey), next);
  const [step, setStep] = useState<Step>(located ? 'sku' : 'location');
  const [lines, setLines] = useState<Line[]>([]);
  const [perScan, setPerScan] = useState<number | null>(1);
  const [sending, setSending] = useState(false);

  const station = useScanStation({
    screen: 'inventory-count',
    writes: { count: (p: CountWrite, key: string) => countApi.count(p.taskId, { location: p.location, lines: p.lines.map((l) => ({ sku: l.code, ...(l.lot ? { lot: l.lot } : {}), qty: l.qty })) }, key) },
    onDelivered: () => {
      refresh();
      onChanged();
    },
  });

  if (!task) return <PanelPending error={error} onRetry={refresh} />;
  const open = task.status === 'open' || task.status === 'recount';
  const total = lines.reduce((s, l) => s + l.qty, 0);

  const withLots = lines.some((l) => l.lot);
  const add = (code: string, lot: string | undefined, qty: number) =>
    setLines((ls) => {
      const i = ls.findIndex((l) => l.code === code && l.lot === lot);
      if (i < 0) return [{ code, ...(lot ? { lot } : {}), qty }, ...ls];
      return ls.map((l, k) => (k === i ? { ...l, qty: Math.min(COUNT_QTY_MAX, l.qty + qty) } : l));
    });

  const onScan = async ({ code, gs1 }: ScanHit) => {
    // counted: the next location's scan opens its task
    if (!open) {
      if (!(await onNext(code))) station.say({ type: 'error', text: t('inventory.count.noTask', { location: code.toUpperCase() }) });
      return;
    }
    if (step === 'location') {
      if (!codeMatches(code.toUpperCase(), [task.location])) return station.say({ type: 'error', text: t('inventory.count.wrongLocation', { location: code.toUpperCase(), task: task.location }) });
      setStep('sku');
      return station.say({ type: 'success', text: t('inventory.count.atLocation', { location: task.location }) });
    }
    if (codeMatches(code.toUpperCase(), [task.location])) return station.say({ type: 'info', text: t('inventory.count.sameLocation', { location: task.location }) });
    const n = gs1?.count && gs1.count > 0 ? gs1.count : perScan && perScan > 0 ? perScan : 1;
    // a label with a lot counts that lot (the ledger's difference lands on it)
    const lot = gs1?.lot;
    add(code, lot, n);
    const now = (lines.find((l) => l.code === code && l.lot === lot)?.qty ?? 0) + n;
    return station.say({ type: 'success', text: t('inventory.count.added', { qty: n, code, total: now }) });
  };

  const finish = async () => {
    setSending(true);
    try {
      const outcome = await station.submit('count', { taskId: task.id, location: task.location, lines }, t('inventory.count.queueLabel', { location: task.location, qty: total }));
      if (outcome.status === 'refused') return station.say({ type: 'error', text: failureText(outcome.error), dialog: true });
      if (outcome.status !== 'sent') return undefined;
      const next = outcome.result as CounterTask;
      mutate(next);
      setLines([]);
      onChanged();
      if (next.status === 'recount') {
        setStep('location');
        return station.say({ type: 'warning', text: t('inventory.count.recountNow', { location: next.location }), dialog: true });
      }
      return station.say({ type: 'success', text: t('inventory.count.countedDone', { location: next.location }), dialog: true });
    } finally {
      setSending(false);
    }
  };

  const expected = new Map((task.expected ?? []).map((e) => [e.sku, e.qty]));
  const prompt = open ? t(PROMPTS[step], { location: task.location }) : t('inventory.count.scanNext');

  return (
    <ScanStation
      station={station}
      testId="count-station"
      title={`${task.location} · ${task.planNo}`}
      step={{ label: prompt, ...(open ? { index: STEPS.indexOf(step) + 1, total: STEPS.length } : {}) }}
      header={
        <Space wrap size={8} className="wms-scan-stats">
          <TaskStatusTag status={task.status} />
          {open && task.round > 1 && <Typography.Text type="warning">{t('inventory.count.round', { round: task.round })}</Typography.Text>}
          <Typography.Text type="secondary">{t(task.blind ? 'inventory.count.blind' : 'inventory.count.notBlind')}</Typography.Text>
          {task.skus.length > 0 && <Typography.Text type="secondary">{t('inventory.count.onlySkus', { skus: task.skus.join(', ') })}</Typography.Text>}
          {open && step === 'sku' && (
            <Space size={8}>
              <label htmlFor="count-per-scan">{t('inventory.count.perScan')}</label>
              <InputNumber id="count-per-scan" min={1} max={COUNT_QTY_MAX} precision={0} value={perScan} onChange={setPerScan} onPressEnter={station.refocus} style={{ width: 96 }} data-testid="count-per-scan" />
            </Space>
          )}
        </Space>
      }
      scan={{ prompt, onScan, testId: 'scan-input' }}
      feedbackTestId="count-feedback"
      actions={
        open ? (
          step === 'sku' && (
            <Popconfirm
              destroyOnHidden
              title={t('inventory.count.finishQ', { location: task.location })}
              description={t(lines.length ? 'inventory.count.finishWhat' : 'inventory.count.finishEmpty', { count: lines.length, qty: total })}
              onConfirm={finish}
              onOpenChange={(o) => !o && station.refocus()}
              okText={t('common.ok')}
              cancelText={t('common.cancel')}
            >
              <Button type="primary" className="wms-touch" block={compact} loading={sending} data-testid="count-finish">
                {t('inventory.count.finish')}
              </Button>
            </Popconfirm>
          )
        ) : (
          <Alert type="success" showIcon data-testid="count-done" message={t('inventory.count.countedDone', { location: task.location })} />
        )
      }
    >
      {open && step === 'sku' && (
        <Table<Line>
          size="small"
          rowKey={lineKey}
          style={{ marginTop: 16 }}
          dataSource={lines}
          pagination={false}
          data-testid="count-lines"
          locale={{ emptyText: t('inventory.count.nothingYet') }}
          onRow={(l) => ({ 'data-testid': `count-line-${lineKey(l)}` }) as HTMLAttributes<HTMLElement>}
          columns={[
            { title: t('inventory.count.code'), dataIndex: 'code' },
            ...(withLots ? [{ title: t('inventory.lot'), render: (_: unknown, l: Line) => l.lot ?? '—' }] : []),
            ...(task.blind ? [] : [{ title: t('inventory.count.expected'), render: (_: unknown, l: Line) => expected.get(l.code) ?? '—' }]),
            {
              title: t('inventory.count.counted'),
              render: (_, l) => (
                <InputNumber
                  min={0}
                  max={COUNT_QTY_MAX}
                  precision={0}
                  value={l.qty}
                  aria-label={t('inventory.count.qtyOf', { code: lineKey(l) })}
                  onChange={(v) => setLines((ls) => ls.map((x) => (lineKey(x) === lineKey(l) ? { ...x, qty: v ?? 0 } : x)))}
                  onPressEnter={station.refocus}
                  style={{ width: 96 }}
                  data-testid={`count-qty-${lineKey(l)}`}
                />
              ),
            },
            {
              title: t('inventory.count.remove'),
              render: (_, l) => (
                <Button type="text" className="wms-touch" icon={<DeleteOutlined />} aria-label={t('inventory.count.removeLine', { code: lineKey(l) })} onClick={() => setLines((ls) => ls.filter((x) => lineKey(x) !== lineKey(l)))} />
              ),
            },
          ]}
        />
      )}
      {!task.blind && open && (
        <Table
          size="small"
          rowKey="sku"
          style={{ marginTop: 16 }}
          title={() => t('inventory.count.ledgerSays')}
          dataSource={task.expected}
          pagination={false}
          columns={[
            { title: t('inventory.sku'), dataIndex: 'sku' },
            { title: t('inventory.count.expected'), dataIndex: 'qty' },
          ]}
        />
      )}
    </ScanStation>
  );
}
