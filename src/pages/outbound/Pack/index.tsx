import { ProTable, type ActionType, PageContainer } from '@ant-design/pro-components';
import { PrinterOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Grid, InputNumber, Space, Table, Tag, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { loadBarcodes } from '@/components/Print/barcodeLoader';
import { afterAnswer, codeMatches, ScanChooser, ScanScreen, ScanStation, useScanStation, type ScanHit } from '@/kits/scan';
import { keyOf, queryClient, useData } from '@/query';
import { outboundApi, type OrderKind, type OrderRow, type PackCarton, type PackSession } from '@/services/outbound';
import { CARTON_WEIGHT_MAX, cartonUnits, openCarton, packScanRefusal } from '@/domain/outbound/packing';
import { useOrderKind } from '../shared/useOrderKind';
import { errorText, fmtDateTime, productName } from '../shared/format';
import { labelValue } from '../shared/labels';
import PanelPending from '../shared/PanelPending';
import { ONE_LINE, WORK_LIST_PROPS } from '../shared/stateList';
import CartonSheet from './CartonSheet';

type Step = 'open' | 'item' | 'weight' | 'complete';
const STEPS: Step[] = ['open', 'item', 'weight', 'complete'];
/** A count typed or scanned before an item (product codes and barcodes are longer). */
const QTY_SCAN = /^\d{1,4}$/;
const PROMPTS: Record<Step, string> = { open: 'outbound.pack.promptOpen', item: 'outbound.pack.promptItem', weight: 'outbound.pack.promptWeight', complete: 'outbound.pack.promptComplete' };

interface PackWrite {
  orderId: string;
  code?: string;
  qty?: number;
  seq?: number;
  weight?: number;
}

/** Where the bench stands: a carton to open, items to scan, a carton to close, or packing to finish. */
function stepOf(s: PackSession): Step {
  const left = s.lines.some((l) => l.left > 0);
  const open = openCarton(s.cartons);
  if (!open) return left ? 'open' : 'complete';
  return left ? 'item' : 'weight';
}

/**
 * Packing one picked order: cartons opened, items scanned in (a wrong one refused, nothing lost),
 * weighed and closed (its label prints), until all is packed; then finished, for the label screen.
 */
function PackBench({ kind, orderId, onChanged, onLeave }: { kind: OrderKind; orderId: string; onChanged: () => void; onLeave: () => void }) {
  const { t, i18n } = useTranslation();
  const compact = !Grid.useBreakpoint().md;
  const key = ['outbound-pack', kind, orderId];
  const { data: session, error, refresh } = useData(key, () => outboundApi.packSession(kind, orderId));
  const [weight, setWeight] = useState<number | null>(null);
  const [weightError, setWeightError] = useState(false);
  const [busy, setBusy] = useState(false);
  const [printed, setPrinted] = useState<PackCarton>();
  // the units the next item scan stands for (a number scanned or typed before it)
  const [qty, setQty] = useState(1);

  /** The bench as the server answered a write (every pack write answers the session); the list of picked orders once this one leaves it. */
  const apply = (answer: unknown) => {
    const s = answer as PackSession | undefined;
    const answered = !!s && typeof s === 'object' && s.orderId === orderId;
    if (answered) queryClient.setQueryData(keyOf('data', ...key), s);
    else refresh();
    if (!answered || s.status !== 'picked') afterAnswer(onChanged);
  };
  const station = useScanStation({
    screen: `outbound.${kind}.pack`,
    writes: {
      open: (p: PackWrite, k: string) => outboundApi.openCarton(kind, p.orderId, k),
      scan: (p: PackWrite, k: string) => outboundApi.packScan(kind, p.orderId, p.code!, p.qty && p.qty > 1 ? p.qty : undefined, k),
      close: (p: PackWrite, k: string) => outboundApi.closeCarton(kind, p.orderId, p.seq!, p.weight!, k),
      complete: (p: PackWrite, k: string) => outboundApi.completePacking(kind, p.orderId, k),
    },
    onDelivered: (_, outcome) => apply(outcome.status === 'sent' ? outcome.result : undefined),
  });

  const step = session ? stepOf(session) : 'open';
  const open = session && openCarton(session.cartons);
  const picked = session?.lines.reduce((n, l) => n + l.picked, 0) ?? 0;
  const packed = session?.lines.reduce((n, l) => n + l.packed, 0) ?? 0;

  /** One write through the station: its answer shown at once, a refusal said in the server's words. Buttons wait for theirs; scans queue. */
  const write = async (op: 'open' | 'scan' | 'close' | 'complete', payload: PackWrite, label: string) => {
    if (op !== 'scan') setBusy(true);
    try {
      const outcome = await station.submit(op, payload, label);
      if (outcome.status === 'refused') {
        station.say({ type: 'error', text: errorText(outcome.error) });
        return undefined;
      }
      if (outcome.status === 'sent') apply(outcome.result);
      return outcome;
    } finally {
      if (op !== 'scan') setBusy(false);
    }
  };

  const openNew = async () => {
    if (!session) return;
    const outcome = await write('open', { orderId }, `${t('outbound.pack.openCarton')} · ${session.orderNo}`);
    if (outcome?.status === 'sent') station.say({ type: 'info', text: t('outbound.pack.cartonOpened', { seq: session.cartons.length + 1 }), dialog: true });
    station.refocus();
  };

  const onScan = async ({ code, gs1 }: ScanHit) => {
    if (!session) return;
    const line = session.lines.find((l) => codeMatches(code, [l.sku, ...l.barcodes]));
    // a short number (no product's code) is the count of the next item: many units of one product in one scan
    if (!line && QTY_SCAN.test(code) && Number(code) > 0) {
      setQty(Number(code));
      return station.say({ type: 'info', text: t('outbound.pack.qtySet', { qty: Number(code) }) });
    }
    // a product the order does not have, or more of one than is left, is refused here too: the same words as the server's
    const n = gs1?.count ?? qty;
    setQty(1);
    const refusal = packScanRefusal(session.lines, session.cartons, line?.sku, n);
    if (refusal === 'noOpenCarton') return station.say({ type: 'error', text: t('server.outbound.pack.noOpenCarton') });
    if (refusal === 'notOnOrder') return station.say({ type: 'error', text: t('server.outbound.pack.notOnOrder', { code, no: session.orderNo }) });
    if (refusal === 'fullyPacked') return station.say({ type: 'error', text: t('server.outbound.pack.fullyPacked', { sku: line!.sku, left: line!.left }) });
    const carton = open!;
    const outcome = await write('scan', { orderId, code: gs1?.gtin ? line!.sku : code, qty: n }, `${n} × ${line!.sku} → ${t('outbound.pack.carton', { seq: carton.seq })}`);
    if (outcome?.status === 'sent') station.say({ type: 'success', text: t('outbound.pack.packedItem', { qty: n, sku: line!.sku, seq: carton.seq }) });
  };

  /** A carton's label to the printer (the barcode library first, so the sheet has its barcode). */
  const print = async (carton: PackCarton) => {
    await loadBarcodes().catch(() => undefined);
    flushSync(() => setPrinted(carton));
    window.print();
  };

  const close = async () => {
    if (!session || !open) return;
    if (!weight || weight <= 0) {
      setWeightError(true);
      station.say({ type: 'error', text: t('outbound.pack.weightRequired') });
      return;
    }
    const outcome = await write('close', { orderId, seq: open.seq, weight }, `${t('outbound.pack.closeCarton')} · ${t('outbound.pack.carton', { seq: open.seq })}`);
    if (!outcome) return;
    const closed: PackCarton = { ...open, status: 'closed', weight };
    setWeight(null);
    setWeightError(false);
    await print(closed);
    station.say({ type: 'success', text: t('outbound.pack.cartonClosed', { seq: open.seq, weight }), dialog: true });
    station.refocus();
  };

  const complete = async () => {
    if (!session) return;
    const outcome = await write('complete', { orderId }, `${t('outbound.pack.complete')} · ${session.orderNo}`);
    if (outcome?.status === 'sent') station.say({ type: 'success', text: t('outbound.pack.completed', { no: session.orderNo, count: session.cartons.length }), dialog: true });
  };

  const cartons = useMemo(() => [...(session?.cartons ?? [])].reverse(), [session]);
  if (!session) return <PanelPending error={error} onRetry={refresh} />;
  const done = session.status !== 'picked';

  return (
    <ScanStation
      station={station}
      testId="pack-bench"
      title={`${t('outbound.order.no')} ${session.orderNo}`}
      extra={
        <Button className="wms-touch" onClick={onLeave} data-testid="pack-leave">
          {t('outbound.pack.otherOrder')}
        </Button>
      }
      step={done ? undefined : { label: t(PROMPTS[step]), index: STEPS.indexOf(step) + 1, total: STEPS.length }}
      progress={{ done: packed, total: picked, testId: 'pack-progress' }}
      header={
        <div className="wms-pick-current" data-testid="pack-current">
          <span>
            {labelValue(t('outbound.order.receiver'), t)}
            <b>{session.receiver.name}</b>
          </span>
          <span>
            {labelValue(t('outbound.order.carrier'), t)}
            <b>{session.carrier}</b>
          </span>
          <span data-testid="pack-open-carton">{open ? t('outbound.pack.openCartonTitle', { seq: open.seq }) : t('outbound.pack.noCartonOpen')}</span>
          {qty > 1 && <Tag color="blue" data-testid="pack-qty">{t('outbound.pack.nextQty', { qty })}</Tag>}
        </div>
      }
      scan={!done && step !== 'complete' ? { prompt: t(PROMPTS[step === 'open' ? 'item' : step]), onScan } : undefined}
      feedbackTestId="pack-feedback"
      feedbackLast={done}
      actions={
        done ? (
          <Alert type="success" showIcon message={t('outbound.pack.completed', { no: session.orderNo, count: session.cartons.length })} data-testid="pack-done" />
        ) : (
          <Space direction="vertical" style={{ width: '100%' }}>
            {open && (
              <div style={{ maxWidth: 480 }}>
                <label htmlFor="pack-weight">{t('outbound.pack.weight')}</label>
                <Space.Compact block>
                  <InputNumber
                    id="pack-weight"
                    size="large"
                    min={0.001}
                    max={CARTON_WEIGHT_MAX}
                    step={0.1}
                    precision={3}
                    inputMode="decimal"
                    value={weight}
                    status={weightError ? 'error' : undefined}
                    aria-invalid={weightError}
                    aria-describedby="pack-weight-hint"
                    style={{ width: '100%' }}
                    onChange={(v) => {
                      setWeight(v);
                      if (v) setWeightError(false);
                    }}
                    onPressEnter={close}
                    data-testid="pack-weight"
                  />
                  <Button type="primary" size="large" icon={<PrinterOutlined />} loading={busy} onClick={close} disabled={!cartonUnits(open)} data-testid="pack-close">
                    {t('outbound.pack.closeCarton')}
                  </Button>
                </Space.Compact>
                <Typography.Text type={weightError ? 'danger' : 'secondary'} id="pack-weight-hint">
                  {weightError ? t('outbound.pack.weightRequired') : t('outbound.pack.weightHint')}
                </Typography.Text>
              </div>
            )}
            {!open && step === 'open' && (
              <Button type="primary" className="wms-touch" block={compact} loading={busy} onClick={openNew} data-testid="pack-open">
                {t('outbound.pack.openCarton')}
              </Button>
            )}
            {step === 'complete' && (
              <Button type="primary" className="wms-touch" block={compact} loading={busy} onClick={complete} data-testid="pack-complete">
                {t('outbound.pack.complete')}
              </Button>
            )}
          </Space>
        )
      }
    >
      <Table
        size="small"
        rowKey="sku"
        style={{ marginTop: 16 }}
        dataSource={session.lines}
        className={ONE_LINE}
        pagination={false}
        data-testid="pack-lines"
        rowClassName={(r) => (r.left === 0 ? 'wms-pack-line-done' : '')}
        columns={[
          { title: t('outbound.sku'), dataIndex: 'sku' },
          { title: t('outbound.product'), render: (_, r) => productName(r, i18n.language), responsive: ['md'] },
          { title: t('outbound.picked'), dataIndex: 'picked' },
          { title: t('outbound.pack.packed'), dataIndex: 'packed' },
          { title: t('outbound.pack.left'), dataIndex: 'left', render: (_, r) => <b data-testid={`pack-left-${r.sku}`}>{r.left}</b> },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('outbound.pack.cartons')}
      </Typography.Title>
      <Space direction="vertical" style={{ width: '100%' }} data-testid="pack-cartons">
        {cartons.map((c) => (
          <Card
            key={c.seq}
            size="small"
            data-testid={`pack-carton-${c.seq}`}
            title={
              <Space wrap>
                {t('outbound.pack.carton', { seq: c.seq })}
                <Tag color={c.status === 'open' ? 'processing' : 'success'}>{c.status === 'open' ? t('outbound.pack.cartonOpenTag') : t('outbound.pack.cartonClosedTag')}</Tag>
                {c.weight !== undefined && t('outbound.pack.weightKg', { weight: c.weight })}
              </Space>
            }
            extra={
              c.status === 'closed' && (
                <Button size="small" icon={<PrinterOutlined />} onClick={() => print(c)} aria-label={`${t('outbound.pack.printCarton')} ${c.seq}`} data-testid={`pack-print-${c.seq}`}>
                  {!compact && t('outbound.pack.printCarton')}
                </Button>
              )
            }
          >
            {c.items.length ? (
              <ul className="wms-pack-items">
                {c.items.map((i) => (
                  <li key={i.sku}>
                    {i.sku} × {i.qty}
                  </li>
                ))}
              </ul>
            ) : (
              <Typography.Text type="secondary">{t('outbound.pack.empty')}</Typography.Text>
            )}
            <Typography.Text type="secondary">{t('outbound.pack.units', { count: cartonUnits(c) })}</Typography.Text>
          </Card>
        ))}
      </Space>
      {printed && <CartonSheet session={session} carton={printed} />}
    </ScanStation>
  );
}

/** Pack: picked orders (scanned by number or chosen from the list) → the bench. */
function PackPage({ kind }: { kind: OrderKind }) {
  const { t } = useTranslation();
  const listRef = useRef<ActionType>();
  const [orderId, setOrderId] = useState<string>();

  /** A scanned order number: a picked order of this kind with exactly that number. */
  const find = async (code: string) => {
    const page = await outboundApi.orders(kind, { no: code, status: 'picked', pageSize: 20 });
    return page.list.find((o) => o.no.toUpperCase() === code.trim().toUpperCase())?.id;
  };

  const lists = (
    <ProTable<OrderRow>
      headerTitle={t('outbound.pack.orders')}
      rowKey="id"
      {...WORK_LIST_PROPS}
      actionRef={listRef}
      request={async ({ current, pageSize }) => {
        const p = await outboundApi.orders(kind, { status: 'picked', current, pageSize, sortField: 'updatedAt', sortOrder: 'ascend' });
        return { data: p.list, total: p.total, success: true };
      }}
      columns={[
        {
          title: t('outbound.order.no'),
          dataIndex: 'no',
          render: (_, r) => (
            <a className="wms-touch-link" onClick={() => setOrderId(r.id)} data-testid={`pack-order-${r.no}`}>
              {r.no}
            </a>
          ),
        },
        { title: t('outbound.order.carrier'), dataIndex: 'carrier' },
        { title: t('outbound.qty'), dataIndex: 'totalQty' },
        { title: t('outbound.pack.pickedAt'), dataIndex: 'updatedAt', render: (_, r) => fmtDateTime(r.updatedAt), responsive: ['md'] },
      ]}
    />
  );
  return (
    <ScanScreen aside={lists}>
      {orderId ? (
        <PackBench key={orderId} kind={kind} orderId={orderId} onChanged={() => listRef.current?.reload()} onLeave={() => setOrderId(undefined)} />
      ) : (
        <ScanChooser
          screen={`outbound.${kind}.packChoose`}
          testId="pack-choose"
          title={t('outbound.pack.chooseOrder')}
          prompt={t('outbound.pack.promptOrder')}
          find={find}
          notFound={(code) => t('outbound.pack.orderNotFound', { code })}
          onChosen={setOrderId}
          feedbackTestId="pack-feedback"
        />
      )}
    </ScanScreen>
  );
}

/** The B2C and B2B menus' pack bench (which one: the path). */
export default function Pack() {
  const kind = useOrderKind();
  return (
    <PageContainer>
      <PackPage key={kind} kind={kind} />
    </PageContainer>
  );
}
