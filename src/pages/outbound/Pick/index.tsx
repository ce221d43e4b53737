import { ProTable, type ActionType, PageContainer } from '@ant-design/pro-components';
import { PrinterOutlined } from '@ant-design/icons';
import { useSearchParams } from '@umijs/max';
import { Alert, App, Button, Card, Form, Grid, Input, InputNumber, Modal, Switch, Table, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { afterAnswer, codeMatches, ScanFields, ScanScreen, ScanStation, useScanStation, type Gs1Data, type ScanHit } from '@/kits/scan';
import { keyOf, queryClient, useData } from '@/query';
import { outboundApi, type OrderKind, type OrderRow, type PickTask, type WaveOrder, type WaveRow } from '@/services/outbound';
import { isToteCode, normalizeTote, sameTote } from '@/domain/outbound/tote';
import { useOrderKind } from '../shared/useOrderKind';
import { errorText, fmtDateTime, productName } from '../shared/format';
import { labelValue } from '../shared/labels';
import PanelPending from '../shared/PanelPending';
import PickListSheet from './PickListSheet';
import WavePlanDrawer from './WavePlanDrawer';
import { clusterState, withWaitingTotes, type ToteWrite } from './cluster';
import { ONE_LINE, WORK_LIST_PROPS } from '../shared/stateList';
import StatusTag from '../shared/StatusTag';
import { useAction } from '../shared/useAction';
import { labelledRowSelection } from '@/utils/a11y';
import BackToTasks from '@/pages/task/shared/BackToTasks';

type Step = 'location' | 'sku' | 'lot' | 'qty' | 'tote';
const STEPS: Step[] = ['location', 'sku', 'qty'];
/** A lot-controlled task (its stock row has a lot) confirms the lot before the quantity. */
const LOT_STEPS: Step[] = ['location', 'sku', 'lot', 'qty'];
/** A cluster pick puts the task's units into its order's tote: scanning the tote confirms them. */
const CLUSTER_STEPS: Step[] = ['location', 'sku', 'tote'];
const CLUSTER_LOT_STEPS: Step[] = ['location', 'sku', 'lot', 'tote'];
const PROMPTS: Record<Step, string> = { location: 'outbound.scan.promptLocation', sku: 'outbound.scan.promptSku', lot: 'outbound.scan.promptLot', qty: 'outbound.scan.promptQty', tote: 'outbound.cluster.promptTote' };
const sameLot = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

interface PickWrite {
  waveId: string;
  taskId: string;
  qty: number;
  lot?: string;
  tote?: string;
}
interface ShortWrite {
  waveId: string;
  taskId: string;
  found: number;
  reason: string;
}

/** The wave's tasks as they will be once the waiting scans are sent (the picker goes on meanwhile). */
function withWaiting(tasks: PickTask[], waiting: { op: string; payload: unknown }[], waveId: string): PickTask[] {
  const mine = waiting.filter((x) => (x.payload as PickWrite).waveId === waveId);
  if (!mine.length) return tasks;
  return tasks.map((task) => {
    const own = mine.filter((x) => (x.payload as PickWrite).taskId === task.id);
    if (!own.length || task.status !== 'open') return task;
    if (own.some((x) => x.op === 'short')) return { ...task, status: 'short' };
    const picked = task.picked + own.reduce((s, x) => s + (x.payload as PickWrite).qty, 0);
    return { ...task, picked, status: picked >= task.qty ? 'done' : 'open' };
  });
}

/** The current task: where, what, how many. */
function PickCurrent({ task }: { task: PickTask }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="wms-pick-current" data-testid="pick-current">
      <span>
        {labelValue(t('outbound.location'), t)}
        <b>{task.location}</b>
      </span>
      <span>
        {labelValue(t('outbound.sku'), t)}
        <b>{task.sku}</b>
      </span>
      {task.lot && (
        <span data-testid="pick-lot">
          {labelValue(t('outbound.pick.lot'), t)}
          <b>{task.lot}</b>
        </span>
      )}
      <span>
        {labelValue(t('outbound.qty'), t)}
        <b>{task.qty - task.picked}</b>
      </span>
      <span className="wms-pick-product">{productName(task, i18n.language)}</span>
    </div>
  );
}

/**
 * Scan-picking one wave: location → product → quantity, with short pick and an A4 pick list. A
 * carton label (GS1) at the product step shows its GTIN, lot and expiry. The result of the last
 * scan stays on screen until the next scan, also once the wave is complete. Cluster pick (on by
 * itself once the wave has totes): a tote bound to each order first, then one trip over all tasks,
 * each confirmed by scanning its order's tote.
 */
function WavePick({ kind, waveId, onChanged }: { kind: OrderKind; waveId: string; onChanged: () => void }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const compact = !Grid.useBreakpoint().md;
  const waveKey = ['outbound-wave', kind, waveId];
  const { data: wave, error, refresh } = useData(waveKey, () => outboundApi.wave(kind, waveId));
  const [step, setStep] = useState<Step>('location');
  const [carton, setCarton] = useState<Gs1Data>();
  // the lot the picker confirmed for the current task (scanned from its GS1 label, or at the lot step)
  const [lot, setLot] = useState<string>();
  const [shortOpen, setShortOpen] = useState(false);
  const [shortForm] = Form.useForm<{ found: number; reason: string }>();

  /**
   * Shows a task as the server answered it right away (the next task, or the wave complete, appears
   * together with the scan's result instead of after a reload). A task finished reloads the whole wave
   * and the lists beside it; a unit picked of a task still open changes nothing else.
   */
  const applyTask = (updated: unknown) => {
    const task = updated as PickTask | undefined;
    const answered = !!task && typeof task === 'object' && !!task.id;
    if (answered) queryClient.setQueryData<typeof wave>(keyOf('data', ...waveKey), (w) => w && { ...w, tasks: w.tasks.map((x) => (x.id === task.id ? { ...x, ...task } : x)) });
    if (answered && task.status === 'open') return;
    afterAnswer(() => {
      refresh();
      onChanged();
    });
  };
  const station = useScanStation({
    screen: `outbound.${kind}.pick`,
    writes: {
      pick: (p: PickWrite, key: string) => outboundApi.pick(kind, p.waveId, p.taskId, p.qty, key, p.lot, p.tote),
      short: (p: ShortWrite, key: string) => outboundApi.shortPick(kind, p.waveId, p.taskId, p.found, p.reason, key),
      tote: (p: ToteWrite, key: string) => outboundApi.bindTote(kind, p.waveId, p.orderId, p.tote, key),
    },
    onDelivered: (_, outcome) => applyTask(outcome.status === 'sent' ? outcome.result : undefined),
  });

  const tasks = useMemo(() => withWaiting(wave?.tasks ?? [], station.waiting, waveId), [wave, station.waiting, waveId]);
  const task = tasks.find((x) => x.status === 'open');
  const done = tasks.filter((x) => x.status !== 'open').length;
  const nextTask = () => {
    setStep('location');
    setCarton(undefined);
    setLot(undefined);
  };
  const orders = useMemo(() => withWaitingTotes(wave?.orders ?? [], station.waiting, waveId), [wave, station.waiting, waveId]);
  // cluster pick: chosen with the switch, else on as soon as the wave has a tote
  const [clusterChoice, setClusterChoice] = useState<boolean>();
  const { cluster, binding, unbound, toteOrders, taskTote } = clusterState(orders, task, clusterChoice);
  const steps = cluster ? (task?.lot ? CLUSTER_LOT_STEPS : CLUSTER_STEPS) : task?.lot ? LOT_STEPS : STEPS;

  const confirm = async (current: PickTask, qty: number, tote?: string) => {
    const left = current.qty - current.picked;
    if (qty > left) return station.say({ type: 'error', text: t('outbound.scan.overPick', { qty, max: left }) });
    const outcome = await station.submit('pick', { waveId, taskId: current.id, qty, ...(lot ? { lot } : {}), ...(tote ? { tote } : {}) }, `${qty} × ${current.sku} (${current.location})${tote ? ` → ${tote}` : ''}`);
    if (outcome.status === 'refused') return station.say({ type: 'error', text: errorText(outcome.error) });
    nextTask();
    if (outcome.status === 'sent') {
      station.say({ type: 'success', text: tote ? t('outbound.cluster.put', { qty, sku: current.sku, tote }) : t('outbound.scan.picked', { qty, sku: current.sku, location: current.location }) });
      applyTask(outcome.result);
    }
  };

  /** Binds the scanned tote to the next order without one (cluster pick, before the trip). */
  const bind = async (order: WaveOrder, code: string) => {
    const tote = normalizeTote(code);
    if (!isToteCode(tote)) return station.say({ type: 'error', text: t('outbound.cluster.toteFormat', { scanned: code }) });
    const other = orders.find((o) => o.id !== order.id && sameTote(o.tote, tote));
    if (other) return station.say({ type: 'error', text: t('outbound.cluster.toteTaken', { tote, no: other.no }) });
    const outcome = await station.submit('tote', { waveId, orderId: order.id, tote }, t('outbound.cluster.bindLabel', { tote, no: order.no }));
    if (outcome.status === 'refused') return station.say({ type: 'error', text: errorText(outcome.error) });
    if (outcome.status === 'sent') {
      station.say({ type: 'success', text: t('outbound.cluster.bound', { tote, no: order.no }) });
      const answer = outcome.result as { orders?: WaveOrder[] } | undefined;
      if (answer?.orders) queryClient.setQueryData<typeof wave>(keyOf('data', ...waveKey), (w) => w && { ...w, orders: answer.orders! });
      refresh();
    }
  };

  const onScan = (read: ScanHit) => {
    if (!task) return;
    const v = read.code;
    if (binding) return bind(binding, v);
    if (step === 'location') {
      if (v.toUpperCase() !== task.location) return station.say({ type: 'error', text: t('outbound.scan.wrongLocation', { scanned: v, expected: task.location }) });
      station.say({ type: 'info', text: t('outbound.scan.locationOk', { location: task.location }) });
      return setStep('sku');
    }
    const isSku = codeMatches(v, [task.sku, ...task.barcodes]);
    if (step === 'sku') {
      if (!isSku) return station.say({ type: 'error', text: t('outbound.scan.wrongSku', { scanned: v, expected: task.sku }) });
      // a carton label's lot must be the task's; without one, the lot step asks for it
      if (task.lot && read.gs1?.lot && !sameLot(read.gs1.lot, task.lot)) return station.say({ type: 'error', text: t('outbound.scan.wrongLot', { scanned: read.gs1.lot, expected: task.lot }) });
      setCarton(read.gs1);
      if (task.lot && !read.gs1?.lot) {
        station.say({ type: 'info', text: t('outbound.scan.skuOkLot', { sku: task.sku }) });
        return setStep('lot');
      }
      if (task.lot) setLot(read.gs1!.lot);
      return skuDone();
    }
    if (step === 'lot') {
      const scanned = read.gs1?.lot ?? v;
      if (!task.lot || !sameLot(scanned, task.lot)) return station.say({ type: 'error', text: t('outbound.scan.wrongLot', { scanned, expected: task.lot }) });
      setLot(scanned);
      if (cluster) return skuDone();
      station.say({ type: 'info', text: t('outbound.scan.lotOk', { lot: task.lot, qty: task.qty - task.picked }) });
      return setStep('qty');
    }
    if (step === 'tote') {
      // put-to-tote: the order's tote confirms the task's units
      if (!sameTote(v, taskTote)) return station.say({ type: 'error', text: t('outbound.cluster.wrongTote', { scanned: v, tote: taskTote, no: task.orderNo }) });
      return confirm(task, task.qty - task.picked, taskTote);
    }
    // qty step: a number, or the product again for one piece (a carton label: its count)
    if (isSku) return confirm(task, read.gs1?.count ?? 1);
    if (/^\d+$/.test(v)) return confirm(task, Number(v));
    return station.say({ type: 'error', text: t('outbound.scan.badQty', { scanned: v }) });
  };

  /** The product (and lot) confirmed: the quantity next, or in a cluster pick the tote. */
  function skuDone() {
    if (!task) return;
    if (cluster && taskTote) {
      station.say({ type: 'info', text: t('outbound.cluster.skuOk', { sku: task.sku, qty: task.qty - task.picked, tote: taskTote }) });
      return setStep('tote');
    }
    station.say({ type: 'info', text: t('outbound.scan.skuOk', { sku: task.sku, qty: task.qty - task.picked }) });
    setStep('qty');
  }

  const short = async () => {
    if (!task) return;
    const v = await shortForm.validateFields().catch(() => undefined); // invalid: the messages show in the form
    if (!v) return;
    const outcome = await station.submit('short', { waveId, taskId: task.id, found: v.found, reason: v.reason }, `${t('outbound.action.short')}: ${task.sku} (${task.location})`);
    if (outcome.status === 'refused') return message.error(errorText(outcome.error));
    setShortOpen(false);
    shortForm.resetFields();
    nextTask();
    if (outcome.status === 'sent') {
      station.say({ type: 'warning', text: t('outbound.scan.shorted', { sku: task.sku, location: task.location }), dialog: true });
      applyTask(outcome.result);
    }
  };

  if (!wave) return <PanelPending error={error} onRetry={refresh} />;
  return (
    <ScanStation
      station={station}
      testId="wave-pick"
      title={`${t('outbound.wave')} ${wave.no}`}
      extra={
        // On a handheld only the icon (the title keeps the room); the name stays as its label.
        <Button className="wms-touch" icon={<PrinterOutlined />} onClick={() => window.print()} aria-label={t('outbound.pick.print')} data-testid="print-picklist">
          {!compact && t('outbound.pick.print')}
        </Button>
      }
      step={binding ? { label: t('outbound.cluster.bindTitle', { done: toteOrders.length - unbound, total: toteOrders.length }) } : task ? { label: t(PROMPTS[step]), index: steps.indexOf(step) + 1, total: steps.length } : undefined}
      progress={{ done, total: tasks.length, testId: 'pick-progress' }}
      header={
        task && (
          <>
            <label className="wms-pick-cluster">
              <Switch
                checked={cluster}
                onChange={(on) => {
                  setClusterChoice(on);
                  nextTask();
                }}
                data-testid="cluster-switch"
              />{' '}
              {t('outbound.cluster.switch')}
            </label>
            {binding ? (
              <>
                <div className="wms-pick-tote" data-testid="tote-bind">
                  {t('outbound.cluster.bindOrder')}
                  <span className="wms-pick-tote-code">{binding.no}</span>
                </div>
                <ScanFields testId="tote-list" fields={toteOrders.map((o) => ({ label: t('outbound.cluster.forOrder', { no: o.no }), value: o.tote, testId: `tote-of-${o.no}` }))} />
              </>
            ) : (
              <>
                {cluster && taskTote && (
                  <div className="wms-pick-tote" data-testid="pick-tote">
                    {t('outbound.cluster.putInto')}
                    <span className="wms-pick-tote-code">{taskTote}</span>
                    {t('outbound.cluster.forOrder', { no: task.orderNo })}
                  </div>
                )}
                <PickCurrent task={task} />
              </>
            )}
          </>
        )
      }
      scan={task && { prompt: binding ? t('outbound.cluster.promptBind', { no: binding.no }) : t(PROMPTS[step]), onScan }}
      feedbackLast={!task}
      actions={
        task ? (
          <>
            {carton && (
              <ScanFields
                testId="pick-carton"
                fields={[
                  { label: t('kit.scan.field.gtin'), value: carton.gtin, testId: 'carton-gtin' },
                  { label: t('kit.scan.field.lot'), value: carton.lot, testId: 'carton-lot' },
                  { label: t('kit.scan.field.expiry'), value: carton.expiry, testId: 'carton-expiry' },
                ]}
              />
            )}
            {!binding && (
              <Button danger className="wms-touch" block={compact} onClick={() => setShortOpen(true)} data-testid="short-pick">
                {t('outbound.action.short')}
              </Button>
            )}
          </>
        ) : (
          // Wave complete: the last scan's result stays visible above the completion.
          <Alert type="success" showIcon message={t('outbound.pick.allDone')} data-testid="pick-all-done" />
        )
      }
    >
      <Table
        size="small"
        rowKey="id"
        style={{ marginTop: 16 }}
        dataSource={tasks}
        className={ONE_LINE}
        pagination={{ pageSize: 15, simple: compact }}
        rowClassName={(r) => (r.id === task?.id ? 'ant-table-row-selected' : '')}
        columns={[
          { title: t('outbound.pick.seq'), dataIndex: 'pickSeq' },
          { title: t('outbound.location'), dataIndex: 'location' },
          { title: t('outbound.sku'), dataIndex: 'sku' },
          { title: t('outbound.pick.lot'), dataIndex: 'lot', render: (_, r) => r.lot || '—' },
          // On a handheld the columns the picker scans by; the product is in the current task above.
          { title: t('outbound.product'), render: (_, r) => productName(r, i18n.language), responsive: ['md'] },
          { title: t('outbound.order.no'), dataIndex: 'orderNo', responsive: ['md'] },
          { title: t('outbound.qty'), dataIndex: 'qty' },
          { title: t('outbound.picked'), dataIndex: 'picked' },
          { title: t('outbound.order.status'), render: (_, r) => <StatusTag status={r.status} /> },
        ]}
      />
      <Modal open={shortOpen} title={t('outbound.action.short')} onOk={short} onCancel={() => setShortOpen(false)} afterClose={station.refocus} okButtonProps={{ danger: true }} okText={t('common.ok')} cancelText={t('common.cancel')}>
        <Form form={shortForm} layout="vertical" initialValues={{ found: 0 }}>
          <Form.Item name="found" label={t('outbound.pick.found')} rules={[{ required: true, type: 'integer', min: 0, max: task ? task.qty - task.picked - 1 : 0, message: t('outbound.qty.invalid') }]}>
            <InputNumber min={0} precision={0} data-testid="short-found" />
          </Form.Item>
          <Form.Item name="reason" label={t('outbound.reason')} rules={[{ required: true, whitespace: true, message: t('outbound.reason.required') }]}>
            <Input data-testid="short-reason" />
          </Form.Item>
        </Form>
      </Modal>
      <PickListSheet wave={wave} tasks={tasks} done={done} />
    </ScanStation>
  );
}

/** Pick: allocated orders → wave; waves list; scan-pick the chosen wave. */
function PickPage({ kind }: { kind: OrderKind }) {
  const { t } = useTranslation();
  const ordersRef = useRef<ActionType>();
  const wavesRef = useRef<ActionType>();
  const [selected, setSelected] = useState<string[]>([]);
  // opened from the task list: `?wave=<id>`
  const [params] = useSearchParams();
  const [waveId, setWaveId] = useState<string | undefined>(params.get('wave') ?? undefined);
  const { busy: creating, run } = useAction();
  const [planning, setPlanning] = useState(false);

  const createWave = async () => {
    const w = await run(
      () => outboundApi.createWave(kind, selected),
      (r) => t('outbound.wave.created', { no: r.no }),
    );
    if (!w) return;
    setSelected([]);
    setWaveId(w.id);
    ordersRef.current?.reload();
    wavesRef.current?.reload();
  };

  const lists = (
    <>
      <ProTable<OrderRow>
        headerTitle={t('outbound.pick.allocated')}
        rowKey="id"
        {...WORK_LIST_PROPS}
        actionRef={ordersRef}
        request={async ({ current, pageSize }) => {
          const p = await outboundApi.orders(kind, { status: 'allocated', current, pageSize, sortField: 'createdAt', sortOrder: 'ascend' });
          return { data: p.list, total: p.total, success: true };
        }}
        rowSelection={{ ...labelledRowSelection<OrderRow>((o) => t('common.selectRow', { name: o.no })), selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) }}
        tableAlertOptionRender={() => (
          <Button type="primary" size="small" loading={creating} onClick={createWave} data-testid="create-wave">
            {t('outbound.action.wave')}
          </Button>
        )}
        columns={[
          { title: t('outbound.order.no'), dataIndex: 'no' },
          { title: t('outbound.order.carrier'), dataIndex: 'carrier' },
          { title: t('outbound.qty'), dataIndex: 'totalQty' },
          { title: t('outbound.order.createdAt'), dataIndex: 'createdAt', render: (_, r) => fmtDateTime(r.createdAt) },
        ]}
      />
      <ProTable<WaveRow>
        headerTitle={t('outbound.pick.waves')}
        rowKey="id"
        {...WORK_LIST_PROPS}
        actionRef={wavesRef}
        toolBarRender={() => [
          <Button key="plan" size="small" onClick={() => setPlanning(true)} data-testid="plan-waves">
            {t('outbound.plan.open')}
          </Button>,
        ]}
        request={async ({ current, pageSize }) => {
          const p = await outboundApi.waves(kind, current, pageSize);
          return { data: p.list, total: p.total, success: true };
        }}
        columns={[
          {
            title: t('outbound.wave'),
            dataIndex: 'no',
            render: (_, r) => (
              <a className="wms-touch-link" onClick={() => setWaveId(r.id)} data-testid={`wave-${r.no}`}>
                {r.no}
              </a>
            ),
          },
          { title: t('outbound.order.status'), dataIndex: 'status', render: (_, r) => <StatusTag status={r.status} /> },
          { title: t('outbound.pick.progress'), render: (_, r) => `${r.done}/${r.tasks}` },
          { title: t('outbound.order.createdAt'), dataIndex: 'createdAt', render: (_, r) => fmtDateTime(r.createdAt) },
        ]}
      />
      <WavePlanDrawer
        kind={kind}
        open={planning}
        onClose={() => setPlanning(false)}
        onCreated={() => {
          ordersRef.current?.reload();
          wavesRef.current?.reload();
        }}
      />
    </>
  );
  return (
    <ScanScreen aside={lists}>
      {waveId ? (
        <WavePick key={waveId} kind={kind} waveId={waveId} onChanged={() => wavesRef.current?.reload()} />
      ) : (
        <Card>
          <Typography.Text type="secondary">{t('outbound.pick.chooseWave')}</Typography.Text>
        </Card>
      )}
    </ScanScreen>
  );
}

/** The B2C and B2B menus' pick screen (which one: the path). */
export default function Pick() {
  const kind = useOrderKind();
  return (
    <PageContainer extra={<BackToTasks />}>
      <PickPage key={kind} kind={kind} />
    </PageContainer>
  );
}
