import { DownloadOutlined, SearchOutlined } from '@ant-design/icons';
import { PageContainer, ProCard } from '@ant-design/pro-components';
import { Link, useSearchParams } from '@umijs/max';
import { Alert, Button, Descriptions, Empty, Form, Input, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotAction, LotDocument, LotShipment, StockByLocation } from '@/domain/inventory';
import { downloadRows } from '@/kits/list/spreadsheet';
import { NOWRAP } from '@/kits/list/layout';
import { useData } from '@/query';
import { inventoryApi } from '@/services/inventory';
import { formatDate, formatDateTime } from '@/utils/date';
import { localName } from '@/pages/product/shared/names';
import { failureText, isRequestError } from '@/utils/request';
import { Expiry, PlaceTag, RecordTypeTag } from '../shared/cells';
import { docScreen, docTypeLabel, placeLabel, recordTypeLabel } from '../shared/labels';
import { linkTo } from '../shared/query';
import LotHoldDialog from './LotHoldDialog';

const RECORD_SCREEN = '/inventory/record';

/**
 * A lot's trace (a recall): where its units are now (location, quantities, held or not), which documents moved it, which orders shipped it; the lot is
 * held or released everywhere at once, and the whole trace exports as one CSV. The lot (and SKU) come from the address (?lot=…&sku=…).
 */
export default function LotTrace() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const lot = params.get('lot')?.trim() ?? '';
  const sku = params.get('sku')?.trim() ?? '';
  const [form] = Form.useForm<{ lot: string; sku?: string }>();
  const [acting, setActing] = useState<LotAction>();
  const { data, error, loading, refresh } = useData(['inventory-lot', lot, sku], () => inventoryApi.lot(lot, sku || undefined), { enabled: !!lot });
  const shown = lot && data && data.lot.toUpperCase() === lot.toUpperCase() ? data : undefined;
  const notFound = isRequestError(error) && error.status === 404;

  const search = (v: { lot: string; sku?: string }) => {
    const next = new URLSearchParams();
    if (v.lot?.trim()) next.set('lot', v.lot.trim());
    if (v.sku?.trim()) next.set('sku', v.sku.trim());
    setParams(next);
  };

  const rowColumns: TableColumnsType<StockByLocation> = [
    { title: t('inventory.location'), dataIndex: 'location', className: NOWRAP },
    { title: t('inventory.sku'), dataIndex: 'sku', className: NOWRAP },
    { title: t('inventory.name'), key: 'name', render: (_, r) => localName(r, i18n.language) },
    { title: t('inventory.place'), dataIndex: 'place', render: (_, r) => <PlaceTag place={r.place} /> },
    { title: t('inventory.lpn'), dataIndex: 'lpn', render: (_, r) => r.lpn || '—' },
    { title: t('inventory.expiry'), dataIndex: 'expiry', render: (_, r) => <Expiry date={r.expiry} /> },
    { title: t('inventory.onHand'), dataIndex: 'onHand', align: 'right' },
    { title: t('inventory.allocated'), dataIndex: 'allocated', align: 'right' },
    { title: t('inventory.hold'), dataIndex: 'hold', align: 'right' },
    { title: t('inventory.available'), dataIndex: 'available', align: 'right' },
    {
      title: t('inventory.lot.status'),
      key: 'held',
      render: (_, r) => (r.hold > 0 ? <Tag color="orange" data-testid={`lot-held-${r.id}`}>{t('inventory.lot.held')}</Tag> : <Tag color="green">{t('inventory.lot.free')}</Tag>),
    },
  ];

  const documentColumns: TableColumnsType<LotDocument> = [
    {
      title: t('inventory.record.document'),
      key: 'doc',
      render: (_, d) => {
        const screen = docScreen(d.docType);
        const text = `${docTypeLabel(d.docType, t)} ${d.docNo}`;
        return screen ? <Link to={screen} title={t('inventory.doc.open')}>{text}</Link> : text;
      },
    },
    { title: t('inventory.lot.what'), key: 'types', render: (_, d) => <Space size={4} wrap>{d.types.map((x) => <RecordTypeTag key={x} type={x} />)}</Space> },
    { title: t('inventory.lot.in'), dataIndex: 'inQty', align: 'right' },
    { title: t('inventory.lot.out'), dataIndex: 'outQty', align: 'right' },
    { title: t('inventory.lot.first'), dataIndex: 'first', render: (_, d) => formatDateTime(d.first) },
    { title: t('inventory.lot.last'), dataIndex: 'last', render: (_, d) => formatDateTime(d.last) },
    { title: t('inventory.action.records'), key: 'records', render: (_, d) => <Link to={linkTo(RECORD_SCREEN, { docNo: d.docNo })}>{t('inventory.action.records')}</Link> },
  ];

  const shippedColumns: TableColumnsType<LotShipment> = [
    { title: t('inventory.lot.order'), dataIndex: 'orderNo', className: NOWRAP, render: (_, s) => <span data-testid={`lot-shipped-${s.orderNo}`}>{s.orderNo}</span> },
    { title: t('inventory.sku'), dataIndex: 'sku', className: NOWRAP },
    { title: t('inventory.lot.qty'), dataIndex: 'qty', align: 'right' },
    { title: t('inventory.lot.shippedAt'), dataIndex: 'at', render: (_, s) => formatDateTime(s.at) },
    { title: t('inventory.lot.carrier'), dataIndex: 'carrier', render: (_, s) => s.carrier || '—' },
    { title: t('inventory.lot.tracking'), dataIndex: 'trackingNo', render: (_, s) => s.trackingNo || '—' },
    { title: t('inventory.lot.receiver'), dataIndex: 'receiver', render: (_, s) => s.receiver || '—' },
  ];

  /** One file, three parts: where the lot is, what moved it, who received it. */
  const exportCsv = () => {
    if (!shown) return;
    const rows: unknown[][] = [
      [t('inventory.lot'), shown.lot],
      [],
      [t('inventory.lot.where')],
      [t('inventory.location'), t('inventory.sku'), t('inventory.name'), t('inventory.place'), t('inventory.lpn'), t('inventory.expiry'), t('inventory.onHand'), t('inventory.allocated'), t('inventory.hold'), t('inventory.available')],
      ...shown.rows.map((r) => [r.location, r.sku, localName(r, i18n.language), placeLabel(r.place, t), r.lpn ?? '', formatDate(r.expiry), r.onHand, r.allocated, r.hold, r.available]),
      [],
      [t('inventory.lot.documents')],
      [t('inventory.record.document'), t('inventory.lot.what'), t('inventory.lot.in'), t('inventory.lot.out'), t('inventory.lot.first'), t('inventory.lot.last')],
      ...shown.documents.map((d) => [`${docTypeLabel(d.docType, t)} ${d.docNo}`, d.types.map((x) => recordTypeLabel(x, t)).join(' / '), d.inQty, d.outQty, formatDateTime(d.first), formatDateTime(d.last)]),
      [],
      [t('inventory.lot.shipped')],
      [t('inventory.lot.order'), t('inventory.sku'), t('inventory.lot.qty'), t('inventory.lot.shippedAt'), t('inventory.lot.carrier'), t('inventory.lot.tracking'), t('inventory.lot.receiver')],
      ...shown.shipped.map((s) => [s.orderNo, s.sku, s.qty, formatDateTime(s.at), s.carrier ?? '', s.trackingNo ?? '', s.receiver ?? '']),
    ];
    void downloadRows(`lot-${shown.lot}`, rows, 'csv');
  };

  return (
    <PageContainer content={t('inventory.lot.intro')}>
      <ProCard>
        <Form form={form} layout="inline" name="lotSearch" initialValues={{ lot, sku }} onFinish={search} data-testid="lot-search-form">
          <Form.Item name="lot" label={t('inventory.lot')} rules={[{ required: true, whitespace: true, message: t('inventory.lot.required') }]}>
            <Input allowClear placeholder={t('inventory.lot.placeholder')} data-testid="lot-input" style={{ width: 220 }} />
          </Form.Item>
          <Form.Item name="sku" label={t('inventory.sku')}>
            <Input allowClear placeholder={t('inventory.lot.skuPlaceholder')} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="lot-search">
              {t('inventory.lot.search')}
            </Button>
          </Form.Item>
        </Form>
      </ProCard>
      {!lot ? (
        <ProCard style={{ marginBlockStart: 16 }}>
          <Empty description={t('inventory.lot.hint')} />
        </ProCard>
      ) : error && !shown ? (
        <Alert style={{ marginBlockStart: 16 }} type={notFound ? 'info' : 'error'} showIcon role="alert" data-testid="lot-error" message={failureText(error)} action={notFound ? undefined : <Button onClick={refresh}>{t('common.retry')}</Button>} />
      ) : (
        <>
          <ProCard
            style={{ marginBlockStart: 16 }}
            loading={loading && !shown}
            title={shown ? t('inventory.lot.title', { lot: shown.lot }) : undefined}
            extra={
              shown && (
                <Space wrap>
                  <Button danger disabled={!shown.totals.available} onClick={() => setActing('hold')} data-testid="lot-hold">
                    {t('inventory.lot.holdAll')}
                  </Button>
                  <Button disabled={!shown.totals.qualityHold} onClick={() => setActing('release')} data-testid="lot-release">
                    {t('inventory.lot.releaseAll')}
                  </Button>
                  <Button icon={<DownloadOutlined />} onClick={exportCsv} data-testid="lot-export">
                    {t('inventory.lot.export')}
                  </Button>
                </Space>
              )
            }
          >
            {shown && (
              <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 5 }} data-testid="lot-summary">
                <Descriptions.Item label={t('inventory.lot.skus')}>
                  <Typography.Text>{shown.skus.map((s) => `${s.sku} · ${localName(s, i18n.language)}`).join('; ') || '—'}</Typography.Text>
                </Descriptions.Item>
                <Descriptions.Item label={t('inventory.onHand')}>
                  <span data-testid="lot-total-onHand">{shown.totals.onHand}</span>
                </Descriptions.Item>
                <Descriptions.Item label={t('inventory.hold')}>
                  <span data-testid="lot-total-hold">{shown.totals.hold}</span>
                </Descriptions.Item>
                <Descriptions.Item label={t('inventory.available')}>
                  <span data-testid="lot-total-available">{shown.totals.available}</span>
                </Descriptions.Item>
                <Descriptions.Item label={t('inventory.lot.shippedQty')}>
                  <span data-testid="lot-total-shipped">{shown.totals.shipped}</span>
                </Descriptions.Item>
              </Descriptions>
            )}
          </ProCard>
          {shown && (
            <>
              <ProCard title={t('inventory.lot.where')} style={{ marginBlockStart: 16 }}>
                <Table<StockByLocation> rowKey="id" size="small" columns={rowColumns} dataSource={shown.rows} pagination={false} scroll={{ x: 'max-content' }} data-testid="lot-rows" locale={{ emptyText: t('inventory.lot.noneLeft') }} />
              </ProCard>
              <ProCard title={t('inventory.lot.shipped')} style={{ marginBlockStart: 16 }}>
                <Table<LotShipment> rowKey={(s) => `${s.orderNo}|${s.sku}`} size="small" columns={shippedColumns} dataSource={shown.shipped} pagination={false} scroll={{ x: 'max-content' }} data-testid="lot-shipped" locale={{ emptyText: t('inventory.lot.noneShipped') }} />
              </ProCard>
              <ProCard title={t('inventory.lot.documents')} style={{ marginBlockStart: 16 }}>
                <Table<LotDocument> rowKey={(d) => `${d.docType}|${d.docNo}`} size="small" columns={documentColumns} dataSource={shown.documents} pagination={false} scroll={{ x: 'max-content' }} data-testid="lot-documents" />
              </ProCard>
            </>
          )}
        </>
      )}
      {acting && shown && <LotHoldDialog action={acting} lot={shown.lot} sku={sku || undefined} units={acting === 'hold' ? shown.totals.available : shown.totals.qualityHold} onClose={() => setActing(undefined)} onDone={() => { setActing(undefined); refresh(); }} />}
    </PageContainer>
  );
}
