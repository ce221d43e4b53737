import { PageContainer, ProTable, type ActionType } from '@ant-design/pro-components';
import { Alert, Button, Form, Grid, Input, InputNumber, Popconfirm, Radio, Select, Space, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useRef, useState, type MutableRefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { RETURN_CONDITIONS } from '@/domain/inbound/machine';
import { NOTE_MAX } from '@/domain/inbound/schema';
import { WORK_LIST_PROPS } from '@/kits/list/layout';
import { ScanFields, ScanScreen, ScanStation, useScanStation, type ScanHit } from '@/kits/scan';
import { useData } from '@/query';
import { inboundApi, type ReturnCondition, type ReturnDetail, type ReturnInput, type ReturnLookup, type ReturnRow } from '@/services/inbound';
import { formatDateTime } from '@/utils/date';
import { failureText } from '@/utils/request';
import { LINE_TABLE, productColumn } from '../shared/parts';
import { clampCount, countScan, fieldProblems, problemsByLine, returnRequest } from '../shared/returnLogic';
import { conditionLabel, returnStatusLabel } from '../shared/words';

interface ParcelValues {
  condition: ReturnCondition;
  trailerNo?: string;
  note?: string;
}

const STEP_KEYS = { parcel: 'inbound.preprocess.scanParcel', product: 'inbound.preprocess.scanProduct' } as const;

/** The trailers a parcel may have come on: every one not cancelled, those at a dock first. */
function useTrailerOptions() {
  const query = { pageSize: 1000, sortField: 'createdAt', sortOrder: 'descend' } as const;
  const { data } = useData(['inbound-trailers', query], () => inboundApi.trailers(query));
  return useMemo(() => {
    const open = (data?.list ?? []).filter((x) => x.status !== 'cancelled');
    const rank = (s: string) => (s === 'atDock' || s === 'unloading' ? 0 : 1);
    return [...open].sort((a, b) => rank(a.status) - rank(b.status)).map((x) => ({ value: x.trailerNo, label: `${x.trailerNo} · ${x.carrier}${x.dock ? ` · ${x.dock}` : ''}` }));
  }, [data]);
}

/** Today's preprocessed returns, newest first (beside the station on a wide screen, below it on a handheld). */
function TodayReturns({ actionRef }: { actionRef: MutableRefObject<ActionType | undefined> }) {
  const { t } = useTranslation();
  return (
    <ProTable<ReturnRow>
      headerTitle={t('inbound.preprocess.today')}
      rowKey="id"
      {...WORK_LIST_PROPS}
      actionRef={actionRef}
      data-testid="today-returns"
      request={async ({ current, pageSize }) => {
        const p = await inboundApi.returns({ status: 'created', createdFrom: dayjs().startOf('day').toISOString(), sortField: 'createdAt', sortOrder: 'descend', current, pageSize });
        return { data: p.list, total: p.total, success: true };
      }}
      columns={[
        { title: t('inbound.return.no'), dataIndex: 'no' },
        { title: t('inbound.return.order'), dataIndex: 'orderNo' },
        { title: t('inbound.return.qty'), dataIndex: 'qty' },
        { title: t('inbound.return.condition'), dataIndex: 'condition', render: (_, r) => conditionLabel(r.condition, t) },
        { title: t('inbound.return.createdAt'), dataIndex: 'createdAt', render: (_, r) => formatDateTime(r.createdAt) },
      ]}
    />
  );
}

/**
 * Return preprocessing (215), a scan station: scan a parcel's tracking or order number, its products
 * (or set counts by hand), condition and trailer, then create the return. One created offline waits
 * in the station's queue, so the operator goes on with the next parcel.
 */
function Preprocess() {
  const { t, i18n } = useTranslation();
  const compact = !Grid.useBreakpoint().md;
  const [form] = Form.useForm<ParcelValues>();
  const [order, setOrder] = useState<ReturnLookup>();
  const [counts, setCounts] = useState<number[]>([]);
  const [lineProblems, setLineProblems] = useState<Record<number, string>>({});
  const [looking, setLooking] = useState(false);
  const [creating, setCreating] = useState(false);
  const [last, setLast] = useState<ReturnDetail>();
  const today = useRef<ActionType>();
  const trailerOptions = useTrailerOptions();

  const station = useScanStation({
    screen: 'inbound-return-preprocess',
    writes: { create: (p: ReturnInput, key: string) => inboundApi.createReturn(p, key) },
    onDelivered: (_, outcome) => {
      if (outcome.status === 'sent') setLast(outcome.result as ReturnDetail);
      today.current?.reload();
    },
  });

  const lines = order?.lines ?? [];
  const counted = counts.reduce((s, c) => s + c, 0);
  const returnable = lines.reduce((s, l) => s + l.returnable, 0);

  /** Ready for the next parcel: the trailer stays (parcels come off one trailer in a row). */
  const nextParcel = () => {
    setOrder(undefined);
    setCounts([]);
    setLineProblems({});
    form.setFieldsValue({ condition: 'intact', note: undefined });
    form.setFields([{ name: 'trailerNo', errors: [] }]);
  };

  const lookup = async (code: string) => {
    setLooking(true);
    try {
      const found = await inboundApi.lookupReturn(code);
      setOrder(found);
      setCounts(found.lines.map(() => 0));
      setLineProblems({});
      const left = found.lines.reduce((s, l) => s + l.returnable, 0);
      station.say(
        left > 0
          ? { type: 'info', text: t('inbound.preprocess.found', { order: found.orderNo, count: left }) }
          : { type: 'warning', text: t('inbound.preprocess.allBack', { order: found.orderNo }) },
      );
    } catch (e) {
      station.say({ type: 'error', text: failureText(e) });
    } finally {
      setLooking(false);
    }
  };

  const setCount = (index: number, value: number) => {
    setCounts((c) => c.map((x, i) => (i === index ? value : x)));
    setLineProblems((p) => (index in p ? Object.fromEntries(Object.entries(p).filter(([k]) => Number(k) !== index)) : p));
  };

  const onScan = ({ code, gs1 }: ScanHit) => {
    if (!order) return lookup(code);
    const r = countScan(order.lines, counts, code, gs1?.count ?? 1);
    if (!r.ok && r.reason === 'notOnOrder') return station.say({ type: 'error', text: t('inbound.preprocess.notOnOrder', { code, order: order.orderNo }) });
    if (!r.ok) return station.say({ type: 'error', text: t('inbound.preprocess.full', { sku: lines[r.index].sku, max: lines[r.index].returnable }) });
    setCount(r.index, r.counts[r.index]);
    const line = lines[r.index];
    return station.say({ type: 'success', text: t('inbound.preprocess.counted', { sku: line.sku, n: r.counts[r.index], max: line.returnable }) });
  };

  const create = async () => {
    if (!order) return;
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    const { input, lineOf } = returnRequest(order.orderNo, lines, counts, values);
    setCreating(true);
    const outcome = await station.submit('create', input, t('inbound.preprocess.queueLabel', { order: order.orderNo, count: counted }));
    setCreating(false);
    if (outcome.status === 'refused') {
      const problems = fieldProblems(outcome.error);
      setLineProblems(problemsByLine(problems, lineOf));
      if (problems.trailerNo) form.setFields([{ name: 'trailerNo', errors: [problems.trailerNo] }]);
      return station.say({ type: 'error', text: failureText(outcome.error) });
    }
    if (outcome.status === 'sent') {
      setLast(outcome.result);
      station.say({ type: 'success', text: t('inbound.preprocess.created', { no: outcome.result.no, order: order.orderNo, count: counted }) });
    }
    nextParcel();
    today.current?.reload();
    return undefined;
  };

  const step = order ? 'product' : 'parcel';
  const prompt = t(STEP_KEYS[step]);
  return (
    <ScanScreen aside={<TodayReturns actionRef={today} />}>
      <ScanStation
        station={station}
        testId="return-station"
        title={order ? t('inbound.preprocess.titleOrder', { order: order.orderNo }) : t('inbound.preprocess.title')}
        step={{ label: prompt, index: order ? 2 : 1, total: 2 }}
        progress={order ? { done: counted, total: returnable, testId: 'return-progress' } : undefined}
        header={
          order ? (
            <>
              <ScanFields
                testId="return-order"
                fields={[
                  { label: t('inbound.return.order'), value: `${order.orderNo} (${order.kind.toUpperCase()})` },
                  { label: t('inbound.return.tracking'), value: order.trackingNos.join(', ') || undefined },
                  { label: t('inbound.return.carrier'), value: order.carrier },
                  { label: t('inbound.preprocess.receiver'), value: order.receiver },
                ]}
              />
              {order.returns.length > 0 && (
                <div data-testid="return-earlier">
                  <Typography.Text type="secondary">{t('inbound.preprocess.earlier')} </Typography.Text>
                  {order.returns.map((r) => (
                    <Tag key={r.no}>{`${r.no} · ${returnStatusLabel(r.status, t)}`}</Tag>
                  ))}
                </div>
              )}
            </>
          ) : (
            last && <Alert type="success" showIcon data-testid="return-last" message={t('inbound.preprocess.last', { no: last.no, order: last.orderNo, count: last.qty })} />
          )
        }
        scan={{ prompt, onScan, disabled: looking, testId: 'return-scan' }}
        feedbackTestId="return-feedback"
        actions={
          order && (
            <Form form={form} name="returnForm" layout="vertical" initialValues={{ condition: 'intact' }} requiredMark={false}>
              <Form.Item name="condition" label={t('inbound.return.condition')} rules={[{ required: true }]} style={{ marginBottom: 8 }}>
                <Radio.Group
                  optionType="button"
                  buttonStyle="solid"
                  onChange={() => station.refocus()}
                  options={RETURN_CONDITIONS.map((c) => ({ value: c, label: conditionLabel(c, t) }))}
                  data-testid="return-condition"
                />
              </Form.Item>
              <Form.Item name="trailerNo" label={t('inbound.return.trailer')} style={{ marginBottom: 8 }}>
                <Select allowClear showSearch placeholder={t('inbound.preprocess.trailerNone')} options={trailerOptions} onChange={() => station.refocus()} data-testid="return-trailer" />
              </Form.Item>
              <Form.Item name="note" label={t('inbound.return.note')} style={{ marginBottom: 8 }}>
                <Input maxLength={NOTE_MAX} data-testid="return-note" />
              </Form.Item>
              <Space wrap style={{ width: '100%' }}>
                <Button type="primary" className="wms-touch" block={compact} disabled={!counted} loading={creating} onClick={create} data-testid="return-create">
                  {t('inbound.preprocess.create', { count: counted })}
                </Button>
                <Popconfirm destroyOnHidden title={t('inbound.preprocess.dropQ')} onConfirm={nextParcel} onOpenChange={(o) => !o && station.refocus()} okText={t('common.ok')} cancelText={t('common.cancel')} disabled={!counted}>
                  <Button className="wms-touch" block={compact} onClick={counted ? undefined : nextParcel} data-testid="return-next">
                    {t('inbound.preprocess.other')}
                  </Button>
                </Popconfirm>
              </Space>
            </Form>
          )
        }
      >
        {order && (
          <Table
            {...LINE_TABLE}
            rowKey="sku"
            style={{ marginTop: 12 }}
            dataSource={lines}
            data-testid="return-lines"
            columns={[
              productColumn<ReturnLookup['lines'][number]>(t, i18n.language),
              { title: t('inbound.preprocess.shipped'), dataIndex: 'shipped' },
              { title: t('inbound.preprocess.returnable'), dataIndex: 'returnable' },
              {
                title: t('inbound.preprocess.returned'),
                key: 'count',
                render: (_, l, i) => (
                  <>
                    <InputNumber
                      min={0}
                      max={l.returnable}
                      precision={0}
                      disabled={!l.returnable}
                      value={counts[i]}
                      status={lineProblems[i] ? 'error' : undefined}
                      onChange={(v) => setCount(i, clampCount(l, v))}
                      onPressEnter={() => station.refocus()}
                      aria-label={t('inbound.preprocess.countOf', { sku: l.sku })}
                      data-testid={`return-count-${l.sku}`}
                      style={{ width: 88 }}
                    />
                    {lineProblems[i] && (
                      <Typography.Text type="danger" style={{ display: 'block' }} data-testid={`return-line-error-${l.sku}`}>
                        {lineProblems[i]}
                      </Typography.Text>
                    )}
                  </>
                ),
              },
            ]}
          />
        )}
      </ScanStation>
    </ScanScreen>
  );
}

export default function ReturnPreprocess() {
  return (
    <PageContainer>
      <Preprocess />
    </PageContainer>
  );
}
