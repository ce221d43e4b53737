import { ProTable, type ActionType } from '@ant-design/pro-components';
import { useRequest } from 'ahooks';
import { Alert, Button, Card, Col, Form, Input, Popconfirm, Row, Select, Space, Statistic, Table, Tabs } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { outboundApi, type ManifestInput, type ManifestRow, type OrderKind } from '@/services/outbound';
import { errorText, fmtDateTime } from './format';
import PanelPending from './PanelPending';
import ScanInput from './ScanInput';
import { LISTS_COL, WORK_COL, WORK_LIST_PROPS } from './stateList';
import StatusTag from './StatusTag';
import { useAction } from './useAction';
import { useOutboundMeta } from './useOutboundMeta';

/** One manifest: scan tracking numbers in, see missing and unexpected parcels, confirm hand-over. */
function ManifestScan({ kind, id, onChanged }: { kind: OrderKind; id: string; onChanged: () => void }) {
  const { t } = useTranslation();
  const { data: m, error, refresh } = useRequest(() => outboundApi.manifest(kind, id), { refreshDeps: [id] });
  const [feedback, setFeedback] = useState<{ type: 'success' | 'error'; text: string }>();
  const { busy: confirming, run } = useAction();
  if (!m) return <PanelPending error={error} onRetry={refresh} />;

  const scan = async (v: string) => {
    try {
      const r = await outboundApi.scan(kind, id, v);
      setFeedback(r.ok ? { type: 'success', text: t('outbound.manifest.scanned', { trackingNo: v, no: r.orderNo }) } : { type: 'error', text: t('outbound.manifest.unexpected', { trackingNo: v, reason: r.reasonText }) });
    } catch (e) {
      setFeedback({ type: 'error', text: errorText(e) });
    }
    refresh();
  };

  const confirm = async () => {
    if (!(await run(() => outboundApi.confirmManifest(kind, id), (r) => t('outbound.manifest.shipped', { count: r.shipped })))) return;
    refresh();
    onChanged();
  };

  const open = m.status === 'open';
  return (
    <Card
      title={`${t('outbound.manifest')} ${m.no} · ${m.carrier}${m.dock ? ` · ${m.dock} / ${m.trailer}` : ''}`}
      extra={
        open && (
          <Popconfirm title={t('outbound.manifest.confirmQ', { count: m.scanned.length })} onConfirm={confirm} okText={t('common.ok')} cancelText={t('common.cancel')}>
            <Button type="primary" loading={confirming} data-testid="manifest-confirm">
              {t('outbound.manifest.confirm')}
            </Button>
          </Popconfirm>
        )
      }
      data-testid="manifest-scan"
    >
      <Space size="large" style={{ marginBottom: 12 }}>
        <StatusTag status={m.status} />
        <Statistic title={t('outbound.manifest.scannedCount')} value={m.scanned.length} />
        <Statistic title={t('outbound.manifest.missingCount')} value={m.missing.length} />
        <Statistic title={t('outbound.manifest.unexpectedCount')} value={m.unexpected.length} valueStyle={m.unexpected.length ? { color: '#cf1322' } : undefined} />
      </Space>
      {open && <ScanInput placeholder={t('outbound.manifest.scanPrompt')} onScan={scan} testId="manifest-input" status={feedback?.type === 'error' ? 'error' : undefined} />}
      {feedback && <Alert style={{ marginTop: 8 }} showIcon type={feedback.type} message={feedback.text} data-testid={`manifest-feedback-${feedback.type}`} />}
      <Tabs
        items={[
          { key: 's', label: `${t('outbound.manifest.scannedCount')} (${m.scanned.length})`, children: <Table size="small" rowKey="trackingNo" dataSource={m.scanned} pagination={{ pageSize: 10 }} columns={[{ title: t('outbound.order.tracking'), dataIndex: 'trackingNo' }, { title: t('outbound.order.no'), dataIndex: 'orderNo' }]} /> },
          { key: 'm', label: `${t('outbound.manifest.missingCount')} (${m.missing.length})`, children: <Table size="small" rowKey="trackingNo" dataSource={m.missing} pagination={{ pageSize: 10 }} columns={[{ title: t('outbound.order.tracking'), dataIndex: 'trackingNo' }, { title: t('outbound.order.no'), dataIndex: 'orderNo' }, { title: '#', dataIndex: 'seq' }]} /> },
          { key: 'u', label: `${t('outbound.manifest.unexpectedCount')} (${m.unexpected.length})`, children: <Table size="small" rowKey="trackingNo" dataSource={m.unexpected} pagination={{ pageSize: 10 }} columns={[{ title: t('outbound.order.tracking'), dataIndex: 'trackingNo' }, { title: t('outbound.reason'), dataIndex: 'reasonText' }]} /> },
        ]}
      />
    </Card>
  );
}

/** Delivery: a manifest per carrier (B2B: per dock and trailer), scanning, hand-over, history. */
export default function DeliveryPage({ kind }: { kind: OrderKind }) {
  const { t } = useTranslation();
  const ref = useRef<ActionType>();
  const [id, setId] = useState<string>();
  const { busy: creating, run } = useAction();
  const { data: meta } = useOutboundMeta(kind);

  // onFinish runs once the fields are valid, with their values.
  const create = async (v: ManifestInput) => {
    const m = await run(() => outboundApi.createManifest(kind, v), (r) => t('outbound.manifest.created', { no: r.no }));
    if (!m) return;
    setId(m.id);
    ref.current?.reload();
  };

  return (
    <Row gutter={[16, 16]}>
      <Col {...LISTS_COL}>
        <Card title={t('outbound.manifest.new')}>
          <Form layout="inline" onFinish={create}>
            <Form.Item name="carrier" rules={[{ required: true, message: t('outbound.required') }]}>
              <Select style={{ width: 120 }} placeholder={t('outbound.order.carrier')} options={(meta?.carriers ?? []).map((c) => ({ label: c, value: c }))} data-testid="manifest-carrier" />
            </Form.Item>
            {kind === 'b2b' && (
              <>
                <Form.Item name="dock" rules={[{ required: true, message: t('outbound.required') }]}>
                  <Select style={{ width: 100 }} placeholder={t('outbound.manifest.dock')} options={(meta?.docks ?? []).map((c) => ({ label: c, value: c }))} data-testid="manifest-dock" />
                </Form.Item>
                <Form.Item name="trailer" rules={[{ required: true, whitespace: true, message: t('outbound.required') }]}>
                  <Input style={{ width: 120 }} placeholder={t('outbound.manifest.trailer')} data-testid="manifest-trailer" />
                </Form.Item>
              </>
            )}
            <Button type="primary" htmlType="submit" loading={creating} data-testid="manifest-create">
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
            { title: t('outbound.manifest'), dataIndex: 'no', render: (_, r) => <a onClick={() => setId(r.id)} data-testid={`manifest-${r.no}`}>{r.no}</a> },
            { title: t('outbound.order.carrier'), dataIndex: 'carrier', render: (_, r) => `${r.carrier}${r.dock ? ` · ${r.dock}/${r.trailer}` : ''}` },
            { title: t('outbound.order.status'), dataIndex: 'status', render: (_, r) => <StatusTag status={r.status} /> },
            { title: t('outbound.manifest.scannedCount'), dataIndex: 'scannedCount' },
            { title: t('outbound.order.createdAt'), dataIndex: 'createdAt', render: (_, r) => fmtDateTime(r.createdAt) },
          ]}
        />
      </Col>
      <Col {...WORK_COL}>
        {id ? <ManifestScan kind={kind} id={id} onChanged={() => ref.current?.reload()} /> : <Card>{t('outbound.manifest.choose')}</Card>}
      </Col>
    </Row>
  );
}
