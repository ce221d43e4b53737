import { ProTable, type ActionType, PageContainer } from '@ant-design/pro-components';
import { useOrderKind } from '../shared/useOrderKind';
import { PrinterOutlined } from '@ant-design/icons';
import { Button, Card, Form, Grid, Input, Popconfirm, Statistic, Table, Tabs } from 'antd';
import Select from '@/components/Select';
import { useRef, useState } from 'react';
import { ScanScreen, ScanStation, useScanStation, type ScanHit } from '@/kits/scan';
import { useTranslation } from 'react-i18next';
import { useData } from '@/query';
import { outboundApi, type ManifestInput, type ManifestRow, type OrderKind } from '@/services/outbound';
import { errorText, fmtDateTime } from '../shared/format';
import PanelPending from '../shared/PanelPending';
import ManifestSheet from './ManifestSheet';
import { ONE_LINE, WORK_LIST_PROPS } from '../shared/stateList';
import StatusTag from '../shared/StatusTag';
import { useAction } from '../shared/useAction';
import { HIDDEN_LABEL_COL } from '@/utils/a11y';
import { useOutboundMeta } from '../shared/useOutboundMeta';
import { carrierOptions } from '../shared/carriers';

type ScanAnswer = Awaited<ReturnType<typeof outboundApi.scan>>;

/** One manifest: scan tracking numbers in, see missing and unexpected parcels, confirm hand-over. */
function ManifestScan({ kind, id, onChanged }: { kind: OrderKind; id: string; onChanged: () => void }) {
  const { t } = useTranslation();
  const { data: m, error, refresh } = useData(['outbound-manifest', kind, id], () => outboundApi.manifest(kind, id));
  const { busy: confirming, run } = useAction();
  const compact = !Grid.useBreakpoint().md;
  const answerText = (trackingNo: string, r: ScanAnswer) =>
    r.ok ? ({ type: 'success', text: t('outbound.manifest.scanned', { trackingNo, no: r.orderNo }) } as const) : ({ type: 'error', text: t('outbound.manifest.unexpected', { trackingNo, reason: r.reasonText }) } as const);
  const station = useScanStation({
    screen: `outbound.${kind}.delivery`,
    writes: { scan: (p: { manifestId: string; trackingNo: string }, key: string) => outboundApi.scan(kind, p.manifestId, p.trackingNo, key) },
    onDelivered: (item, outcome) => {
      // a parcel sent late may still be unexpected: say what the server found
      if (outcome.status === 'sent') station.say(answerText(item.label, outcome.result as ScanAnswer));
      refresh();
    },
  });
  if (!m) return <PanelPending error={error} onRetry={refresh} />;

  const scan = async ({ code }: ScanHit) => {
    const outcome = await station.submit('scan', { manifestId: id, trackingNo: code }, code);
    if (outcome.status === 'sent') station.say(answerText(code, outcome.result));
    if (outcome.status === 'refused') station.say({ type: 'error', text: errorText(outcome.error) });
    refresh();
  };

  const confirm = async () => {
    if (
      !(await run(
        () => outboundApi.confirmManifest(kind, id),
        (r) => t('outbound.manifest.shipped', { count: r.shipped }),
      ))
    )
      return;
    refresh();
    onChanged();
  };

  const open = m.status === 'open';
  const where = `${m.carrier}${m.dock ? ` · ${m.dock} / ${m.trailer}` : ''}`;
  const tableProps = { size: 'small', rowKey: 'trackingNo', className: ONE_LINE, pagination: { pageSize: 10, simple: compact } } as const;
  return (
    <ScanStation
      station={station}
      testId="manifest-scan"
      title={`${t('outbound.manifest')} ${m.no} · ${where}`}
      extra={
        <Button className="wms-touch" icon={<PrinterOutlined />} onClick={() => window.print()} aria-label={t('outbound.manifest.print')} data-testid="print-manifest">
          {!compact && t('outbound.manifest.print')}
        </Button>
      }
      step={open ? { label: t('outbound.manifest.scanPrompt') } : undefined}
      progress={open ? { done: m.scanned.length, total: m.scanned.length + m.missing.length, testId: 'manifest-progress' } : undefined}
      header={
        <div className="wms-scan-stats">
          <StatusTag status={m.status} />
          <Statistic title={t('outbound.manifest.scannedCount')} value={m.scanned.length} />
          <Statistic title={t('outbound.manifest.missingCount')} value={m.missing.length} />
          <Statistic title={t('outbound.manifest.unexpectedCount')} value={m.unexpected.length} valueStyle={m.unexpected.length ? { color: '#cf1322' } : undefined} />
        </div>
      }
      scan={open ? { prompt: t('outbound.manifest.scanPrompt'), onScan: scan, testId: 'manifest-input' } : undefined}
      feedbackTestId="manifest-feedback"
      actions={
        open && (
          // destroyOnHidden: a refused hand-over closes the confirmation while its OK button's loading
          // icon is still leaving; hidden (display: none) that motion never ends, and the reopened OK
          // button kept the icon (named "loading OK"). Fresh content on every opening.
          <Popconfirm destroyOnHidden title={t('outbound.manifest.confirmQ', { count: m.scanned.length })} onConfirm={confirm} onOpenChange={(o) => !o && station.refocus()} okText={t('common.ok')} cancelText={t('common.cancel')}>
            <Button type="primary" className="wms-touch" block={compact} loading={confirming} data-testid="manifest-confirm">
              {t('outbound.manifest.confirm')}
            </Button>
          </Popconfirm>
        )
      }
    >
      <Tabs
        items={[
          {
            key: 's',
            label: `${t('outbound.manifest.scannedCount')} (${m.scanned.length})`,
            children: (
              <Table
                {...tableProps}
                dataSource={m.scanned}
                columns={[
                  { title: t('outbound.order.tracking'), dataIndex: 'trackingNo' },
                  { title: t('outbound.order.no'), dataIndex: 'orderNo' },
                ]}
              />
            ),
          },
          {
            key: 'm',
            label: `${t('outbound.manifest.missingCount')} (${m.missing.length})`,
            children: (
              <Table
                {...tableProps}
                dataSource={m.missing}
                columns={[
                  { title: t('outbound.order.tracking'), dataIndex: 'trackingNo' },
                  { title: t('outbound.order.no'), dataIndex: 'orderNo' },
                  { title: '#', dataIndex: 'seq' },
                ]}
              />
            ),
          },
          {
            key: 'u',
            label: `${t('outbound.manifest.unexpectedCount')} (${m.unexpected.length})`,
            children: (
              <Table
                {...tableProps}
                dataSource={m.unexpected}
                columns={[
                  { title: t('outbound.order.tracking'), dataIndex: 'trackingNo' },
                  { title: t('outbound.reason'), dataIndex: 'reasonText' },
                ]}
              />
            ),
          },
        ]}
      />
      <ManifestSheet m={m} />
    </ScanStation>
  );
}

/** Delivery: a manifest per carrier (B2B: per dock and trailer), scanning, hand-over, history. */
function DeliveryPage({ kind }: { kind: OrderKind }) {
  const { t, i18n } = useTranslation();
  const ref = useRef<ActionType>();
  const [id, setId] = useState<string>();
  const { busy: creating, run } = useAction();
  const { data: meta } = useOutboundMeta(kind);

  // onFinish runs once the fields are valid, with their values.
  const create = async (v: ManifestInput) => {
    const m = await run(
      () => outboundApi.createManifest(kind, v),
      (r) => t('outbound.manifest.created', { no: r.no }),
    );
    if (!m) return;
    setId(m.id);
    ref.current?.reload();
  };

  const lists = (
    <>
      <Card title={t('outbound.manifest.new')}>
        <Form layout="inline" onFinish={create} style={{ rowGap: 8 }}>
          <Form.Item name="carrier" label={t('outbound.order.carrier')} labelCol={HIDDEN_LABEL_COL} rules={[{ required: true, message: t('outbound.required') }]}>
            <Select style={{ width: 180 }} popupMatchSelectWidth={false} placeholder={t('outbound.order.carrier')} options={carrierOptions(meta, i18n.language)} data-testid="manifest-carrier" />
          </Form.Item>
          {kind === 'b2b' && (
            <>
              <Form.Item name="dock" label={t('outbound.manifest.dock')} labelCol={HIDDEN_LABEL_COL} rules={[{ required: true, message: t('outbound.required') }]}>
                <Select style={{ width: 100 }} placeholder={t('outbound.manifest.dock')} options={(meta?.docks ?? []).map((c) => ({ label: c, value: c }))} data-testid="manifest-dock" />
              </Form.Item>
              <Form.Item name="trailer" rules={[{ required: true, whitespace: true, message: t('outbound.required') }]}>
                <Input style={{ width: 120 }} placeholder={t('outbound.manifest.trailer')} data-testid="manifest-trailer" />
              </Form.Item>
            </>
          )}
          <Button type="primary" htmlType="submit" className="wms-touch" loading={creating} data-testid="manifest-create">
            {t('outbound.manifest.create')}
          </Button>
        </Form>
      </Card>
      <ProTable<ManifestRow>
        headerTitle={t('outbound.manifest.history')}
        rowKey="id"
        {...WORK_LIST_PROPS}
        actionRef={ref}
        request={async ({ current, pageSize }) => {
          const p = await outboundApi.manifests(kind, { current, pageSize });
          return { data: p.list, total: p.total, success: true };
        }}
        columns={[
          {
            title: t('outbound.manifest'),
            dataIndex: 'no',
            render: (_, r) => (
              <a className="wms-touch-link" onClick={() => setId(r.id)} data-testid={`manifest-${r.no}`}>
                {r.no}
              </a>
            ),
          },
          { title: t('outbound.order.carrier'), dataIndex: 'carrier', render: (_, r) => `${r.carrier}${r.dock ? ` · ${r.dock}/${r.trailer}` : ''}` },
          { title: t('outbound.order.status'), dataIndex: 'status', render: (_, r) => <StatusTag status={r.status} /> },
          { title: t('outbound.manifest.scannedCount'), dataIndex: 'scannedCount' },
          { title: t('outbound.order.createdAt'), dataIndex: 'createdAt', render: (_, r) => fmtDateTime(r.createdAt) },
        ]}
      />
    </>
  );
  return <ScanScreen aside={lists}>{id ? <ManifestScan kind={kind} id={id} onChanged={() => ref.current?.reload()} /> : <Card>{t('outbound.manifest.choose')}</Card>}</ScanScreen>;
}

/** The B2C and B2B menus' delivery screen (which one: the path). */
export default function Delivery() {
  const kind = useOrderKind();
  return (
    <PageContainer>
      <DeliveryPage key={kind} kind={kind} />
    </PageContainer>
  );
}
