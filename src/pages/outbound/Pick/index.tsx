import { ProTable, type ActionType, PageContainer } from '@ant-design/pro-components';
import { useOrderKind } from '../shared/useOrderKind';
import { PrinterOutlined } from '@ant-design/icons';
import { useRequest } from 'ahooks';
import { Alert, App, Button, Card, Col, Form, Grid, Input, InputNumber, Modal, Progress, Row, Space, Table, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { outboundApi, type OrderKind, type OrderRow, type PickTask, type WaveRow } from '@/services/outbound';
import { errorText, fmtDateTime, productName } from '../shared/format';
import { labelValue, statusLabel } from '../shared/labels';
import PanelPending from '../shared/PanelPending';
import PrintSheet, { PrintMeta } from '../shared/PrintSheet';
import ScanInput from '../shared/ScanInput';
import { LISTS_COL, WORK_COL, WORK_LIST_PROPS } from '../shared/stateList';
import StatusTag from '../shared/StatusTag';
import { useAction } from '../shared/useAction';
import '../shared/scan.less';
import { labelledRowSelection } from '@/utils/a11y';

type Step = 'location' | 'sku' | 'qty';
interface Feedback {
  type: 'success' | 'error' | 'info' | 'warning';
  text: string;
  /** Not the answer to a scan (the short-pick dialog). */
  dialog?: boolean;
}

/** Beep for scan feedback (optional nicety; silent where audio is unavailable). */
function beep(ok: boolean) {
  try {
    const ctx = new AudioContext();
    const o = ctx.createOscillator();
    o.frequency.value = ok ? 880 : 220;
    o.connect(ctx.destination);
    o.start();
    o.stop(ctx.currentTime + (ok ? 0.08 : 0.25));
  } catch {
    /* no audio */
  }
}

/**
 * Scan-picking one wave: location → SKU → quantity, with short pick and an A4 pick list.
 * The result of the last scan stays on screen until the next scan, also once the wave is complete.
 */
function WavePick({ kind, waveId, onChanged }: { kind: OrderKind; waveId: string; onChanged: () => void }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const compact = !Grid.useBreakpoint().md;
  const { data: wave, error, refresh, mutate } = useRequest(() => outboundApi.wave(kind, waveId), { refreshDeps: [waveId] });
  const [step, setStep] = useState<Step>('location');
  const [feedback, setFeedback] = useState<Feedback>();
  const [shortOpen, setShortOpen] = useState(false);
  const [shortForm] = Form.useForm<{ found: number; reason: string }>();
  const tasks = wave?.tasks ?? [];
  const task = useMemo(() => tasks.find((x) => x.status === 'open'), [tasks]);
  const done = tasks.filter((x) => x.status !== 'open').length;

  const say = (f: Feedback) => {
    setFeedback(f);
    if (f.type === 'success' || f.type === 'error') beep(f.type === 'success');
  };

  /**
   * Shows a task as the server answered it right away (the next task, or the wave complete, appears
   * together with the scan's result instead of after a reload), then reloads the whole wave.
   */
  const applyTask = (updated: PickTask | undefined) => {
    if (updated && typeof updated === 'object' && updated.id) {
      mutate((w) => w && { ...w, tasks: w.tasks.map((x) => (x.id === updated.id ? { ...x, ...updated } : x)) });
    }
    refresh();
    onChanged();
  };

  const confirm = async (current: PickTask, qty: number) => {
    if (qty > current.qty - current.picked) {
      say({ type: 'error', text: t('outbound.scan.overPick', { qty, max: current.qty - current.picked }) });
      return;
    }
    try {
      const updated = await outboundApi.pick(kind, waveId, current.id, qty);
      say({ type: 'success', text: t('outbound.scan.picked', { qty, sku: current.sku, location: current.location }) });
      setStep('location');
      applyTask(updated);
    } catch (e) {
      say({ type: 'error', text: errorText(e) });
    }
  };

  const onScan = (v: string) => {
    if (!task) return;
    if (step === 'location') {
      if (v.toUpperCase() !== task.location) say({ type: 'error', text: t('outbound.scan.wrongLocation', { scanned: v, expected: task.location }) });
      else {
        say({ type: 'info', text: t('outbound.scan.locationOk', { location: task.location }) });
        setStep('sku');
      }
      return;
    }
    const isSku = v.toUpperCase() === task.sku || task.barcodes.includes(v);
    if (step === 'sku') {
      if (!isSku) say({ type: 'error', text: t('outbound.scan.wrongSku', { scanned: v, expected: task.sku }) });
      else {
        say({ type: 'info', text: t('outbound.scan.skuOk', { sku: task.sku, qty: task.qty - task.picked }) });
        setStep('qty');
      }
      return;
    }
    // qty step: a number, or the SKU again for one piece
    if (isSku) confirm(task, 1);
    else if (/^\d+$/.test(v)) confirm(task, Number(v));
    else say({ type: 'error', text: t('outbound.scan.badQty', { scanned: v }) });
  };

  const short = async () => {
    if (!task) return;
    const v = await shortForm.validateFields().catch(() => undefined); // invalid: the messages show in the form
    if (!v) return;
    try {
      const updated = await outboundApi.shortPick(kind, waveId, task.id, v.found, v.reason);
      say({ type: 'warning', text: t('outbound.scan.shorted', { sku: task.sku, location: task.location }), dialog: true });
      setShortOpen(false);
      shortForm.resetFields();
      setStep('location');
      applyTask(updated);
    } catch (e) {
      message.error(errorText(e));
    }
  };

  if (!wave) return <PanelPending error={error} onRetry={refresh} />;
  const feedbackAlert = (last: boolean) =>
    feedback && (
      <Alert
        showIcon
        type={feedback.type}
        message={last && !feedback.dialog ? t('outbound.scan.lastResult', { text: feedback.text }) : feedback.text}
        data-testid={`scan-feedback-${feedback.type}`}
      />
    );
  const prompt = { location: t('outbound.scan.promptLocation'), sku: t('outbound.scan.promptSku'), qty: t('outbound.scan.promptQty') }[step];
  return (
    <Card
      title={`${t('outbound.wave')} ${wave.no}`}
      extra={
        // On a handheld only the icon (the title keeps the room); the name stays as its label.
        <Button className="wms-touch" icon={<PrinterOutlined />} onClick={() => window.print()} aria-label={t('outbound.pick.print')} data-testid="print-picklist">
          {!compact && t('outbound.pick.print')}
        </Button>
      }
      data-testid="wave-pick"
    >
      <Progress percent={tasks.length ? Math.round((done / tasks.length) * 100) : 0} format={() => `${done}/${tasks.length}`} aria-label={t('outbound.pick.progress')} data-testid="pick-progress" />
      {task ? (
        <Space direction="vertical" style={{ width: '100%' }}>
          <div className="wms-pick-current" data-testid="pick-current">
            <span>
              {labelValue(t('outbound.location'), t)}
              <b>{task.location}</b>
            </span>
            <span>
              {labelValue(t('outbound.sku'), t)}
              <b>{task.sku}</b>
            </span>
            <span>
              {labelValue(t('outbound.qty'), t)}
              <b>{task.qty - task.picked}</b>
            </span>
            <span className="wms-pick-product">{productName(task, i18n.language)}</span>
          </div>
          <ScanInput placeholder={prompt} onScan={onScan} status={feedback?.type === 'error' ? 'error' : undefined} focusSignal={feedback} />
          {feedbackAlert(false)}
          <Button danger className="wms-touch" block={compact} onClick={() => setShortOpen(true)} data-testid="short-pick">
            {t('outbound.action.short')}
          </Button>
        </Space>
      ) : (
        // Wave complete: the last scan's result stays visible above the completion.
        <Space direction="vertical" style={{ width: '100%' }}>
          {feedbackAlert(true)}
          <Alert type="success" showIcon message={t('outbound.pick.allDone')} data-testid="pick-all-done" />
        </Space>
      )}
      <Table
        size="small"
        rowKey="id"
        style={{ marginTop: 16 }}
        dataSource={tasks}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: 15, simple: compact }}
        rowClassName={(r) => (r.id === task?.id ? 'ant-table-row-selected' : '')}
        columns={[
          { title: t('outbound.pick.seq'), dataIndex: 'pickSeq' },
          { title: t('outbound.location'), dataIndex: 'location' },
          { title: t('outbound.sku'), dataIndex: 'sku' },
          // On a handheld the columns the picker scans by; the product is in the current task above.
          { title: t('outbound.product'), render: (_, r) => productName(r, i18n.language), responsive: ['md'] },
          { title: t('outbound.order.no'), dataIndex: 'orderNo', responsive: ['md'] },
          { title: t('outbound.qty'), dataIndex: 'qty' },
          { title: t('outbound.picked'), dataIndex: 'picked' },
          { title: t('outbound.order.status'), render: (_, r) => <StatusTag status={r.status} /> },
        ]}
      />
      <Modal open={shortOpen} title={t('outbound.action.short')} onOk={short} onCancel={() => setShortOpen(false)} afterClose={() => setFeedback((f) => (f ? { ...f } : f))} okButtonProps={{ danger: true }} okText={t('common.ok')} cancelText={t('common.cancel')}>
        <Form form={shortForm} layout="vertical" initialValues={{ found: 0 }}>
          <Form.Item name="found" label={t('outbound.pick.found')} rules={[{ required: true, type: 'integer', min: 0, max: task ? task.qty - task.picked - 1 : 0, message: t('outbound.qty.invalid') }]}>
            <InputNumber min={0} precision={0} data-testid="short-found" />
          </Form.Item>
          <Form.Item name="reason" label={t('outbound.reason')} rules={[{ required: true, whitespace: true, message: t('outbound.reason.required') }]}>
            <Input data-testid="short-reason" />
          </Form.Item>
        </Form>
      </Modal>
      <PrintSheet size="a4" testId="picklist-sheet">
        <h2>
          {t('outbound.pick.listTitle')} {wave.no}
        </h2>
        <PrintMeta
          items={[
            [t('outbound.order.createdAt'), fmtDateTime(wave.createdAt)],
            [t('outbound.order.status'), statusLabel(wave.status, t)],
            [t('outbound.pick.progress'), `${done}/${tasks.length}`],
          ]}
        />
        <table>
          <thead>
            <tr>
              <th>#</th>
              <th>{t('outbound.location')}</th>
              <th>{t('outbound.sku')}</th>
              <th>{t('outbound.product')}</th>
              <th>{t('outbound.order.no')}</th>
              <th>{t('outbound.qty')}</th>
              <th>{t('outbound.picked')}</th>
            </tr>
          </thead>
          <tbody>
            {tasks.map((x, i) => (
              <tr key={x.id}>
                <td>{i + 1}</td>
                <td>{x.location}</td>
                <td>{x.sku}</td>
                <td>{productName(x, i18n.language)}</td>
                <td>{x.orderNo}</td>
                <td>{x.qty}</td>
                <td />
              </tr>
            ))}
          </tbody>
        </table>
        <div className="wms-print-signatures">
          <div>{t('outbound.pick.signPicker')}</div>
          <div>{t('outbound.print.printedAt')}</div>
        </div>
      </PrintSheet>
    </Card>
  );
}

/** Pick: allocated orders → wave; waves list; scan-pick the chosen wave. */
function PickPage({ kind }: { kind: OrderKind }) {
  const { t } = useTranslation();
  const ordersRef = useRef<ActionType>();
  const wavesRef = useRef<ActionType>();
  const [selected, setSelected] = useState<string[]>([]);
  const [waveId, setWaveId] = useState<string>();
  const { busy: creating, run } = useAction();

  const createWave = async () => {
    const w = await run(() => outboundApi.createWave(kind, selected), (r) => t('outbound.wave.created', { no: r.no }));
    if (!w) return;
    setSelected([]);
    setWaveId(w.id);
    ordersRef.current?.reload();
    wavesRef.current?.reload();
  };

  return (
    <Row gutter={[16, 16]} className="wms-scan-screen">
      <Col {...LISTS_COL}>
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
          request={async ({ current, pageSize }) => {
            const p = await outboundApi.waves(kind, current, pageSize);
            return { data: p.list, total: p.total, success: true };
          }}
          columns={[
            { title: t('outbound.wave'), dataIndex: 'no', render: (_, r) => <a className="wms-touch-link" onClick={() => setWaveId(r.id)} data-testid={`wave-${r.no}`}>{r.no}</a> },
            { title: t('outbound.order.status'), dataIndex: 'status', render: (_, r) => <StatusTag status={r.status} /> },
            { title: t('outbound.pick.progress'), render: (_, r) => `${r.done}/${r.tasks}` },
            { title: t('outbound.order.createdAt'), dataIndex: 'createdAt', render: (_, r) => fmtDateTime(r.createdAt) },
          ]}
        />
      </Col>
      <Col {...WORK_COL}>
        {waveId ? <WavePick key={waveId} kind={kind} waveId={waveId} onChanged={() => wavesRef.current?.reload()} /> : <Card><Typography.Text type="secondary">{t('outbound.pick.chooseWave')}</Typography.Text></Card>}
      </Col>
    </Row>
  );
}

/** The B2C and B2B menus' pick screen (which one: the path). */
export default function Pick() {
  const kind = useOrderKind();
  return (
    <PageContainer>
      <PickPage key={kind} kind={kind} />
    </PageContainer>
  );
}
