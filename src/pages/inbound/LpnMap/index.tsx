import { PrinterOutlined } from '@ant-design/icons';
import { PageContainer, type ProColumns } from '@ant-design/pro-components';
import { App, Button, Form, Input, Select, Space, Table, Tag } from 'antd';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { loadBarcodes } from '@/components/Print/barcodeLoader';
import { NOWRAP } from '@/kits/list/layout';
import ListScreen, { type ListApi } from '@/kits/list/ListScreen';
import type { RecordView } from '@/kits/list/RecordDrawer';
import { inboundApi, type ListQuery, type LpnRow } from '@/services/inbound';
import { formatDate, formatDateTime } from '@/utils/date';
import LpnLabels, { palletZpl } from './LpnLabels';
import ZplMenu from '@/components/Print/ZplMenu';
import MoveDialog from './MoveDialog';
import { lpnQuery } from './query';
import { RowLink } from '@/kits/list/RowLink';

/** The stock records' kinds (the ledger's operations), as literal keys. */
const RECORD_TYPE_KEYS: Record<string, string> = {
  receive: 'inbound.lpn.record.receive',
  allocate: 'inbound.lpn.record.allocate',
  release: 'inbound.lpn.record.release',
  pick: 'inbound.lpn.record.pick',
  ship: 'inbound.lpn.record.ship',
  deduct: 'inbound.lpn.record.deduct',
  move: 'inbound.lpn.record.move',
  adjust: 'inbound.lpn.record.adjust',
};

/** The text filters: field, label, hint (literal keys). */
const TEXT_FILTERS = [
  ['lpn', 'inbound.lpn.lpn', 'inbound.lpn.lpnPlaceholder'],
  ['sku', 'inbound.lpn.sku', 'inbound.lpn.skuPlaceholder'],
  ['location', 'inbound.lpn.location', 'inbound.lpn.locationPlaceholder'],
] as const;

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/**
 * The LPN map (menu 397): every pallet with stock, where it is (maybe staged, not yet shelved), what
 * is on it and which document brought it. Only a shelved pallet moves whole; labels print 100 × 50 mm.
 */
export default function LpnMap() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const list = useRef<ListApi<LpnRow>>();
  const [moving, setMoving] = useState<LpnRow>();
  const [labels, setLabels] = useState<LpnRow[]>();

  const print = async (rows: LpnRow[]) => {
    // the sheet, its barcodes drawn, is in the document before the print dialog reads it
    await loadBarcodes().catch(() => undefined);
    flushSync(() => setLabels(rows));
    window.print();
    message.success(t('inbound.lpn.printed', { count: rows.length }));
  };

  const filters = [
    ...TEXT_FILTERS.map(([name, label, hint]) => (
      <Form.Item key={name} name={name} label={t(label)}>
        <Input placeholder={t(hint)} allowClear />
      </Form.Item>
    )),
    <Form.Item key="place" name="place" label={t('inbound.lpn.place')}>
      <Select
        allowClear
        placeholder={t('inbound.lpn.placeAll')}
        options={[
          { value: 'staged', label: t('inbound.lpn.staged') },
          { value: 'shelf', label: t('inbound.lpn.onShelf') },
        ]}
      />
    </Form.Item>,
  ];

  const locationCell = (r: LpnRow) => (
    <span data-testid={`lpn-location-${r.lpn}`}>
      {r.location}
      {r.staged && (
        <Tag color="orange" style={{ marginInlineStart: 6 }}>
          {t('inbound.lpn.staged')}
        </Tag>
      )}
    </span>
  );

  const columns = (api: ListApi<LpnRow>): ProColumns<LpnRow>[] => [
    { title: t('inbound.lpn.lpn'), dataIndex: 'lpn', sorter: true, render: (_, r) => <a onClick={() => api.view(r)} data-testid={`lpn-${r.lpn}`}>{r.lpn}</a> },
    { title: t('inbound.lpn.location'), dataIndex: 'location', sorter: true, render: (_, r) => locationCell(r) },
    {
      title: t('inbound.lpn.lines'),
      dataIndex: 'lines',
      className: NOWRAP,
      render: (_, r) => r.lines.map((l) => <div key={l.rowId}>{`${l.sku}${l.lot ? ` · ${l.lot}` : ''} × ${l.qty}`}</div>),
    },
    { title: t('inbound.lpn.qty'), dataIndex: 'qty', sorter: true },
    { title: t('inbound.lpn.received'), dataIndex: 'receivedAt', sorter: true, render: (_, r) => formatDateTime(r.receivedAt) },
    { title: t('inbound.lpn.doc'), dataIndex: 'docNo' },
  ];

  const view = async (r: LpnRow): Promise<RecordView> => {
    const records = await inboundApi.lpnRecords(r.lpn);
    return {
      fields: [
        [t('inbound.lpn.location'), locationCell(r)],
        [t('inbound.lpn.qty'), r.qty],
        [t('inbound.lpn.received'), formatDateTime(r.receivedAt)],
        [t('inbound.lpn.doc'), r.docNo],
      ],
      tabs: [
        {
          key: 'lines',
          label: t('inbound.lpn.contents'),
          children: (
            <Table
              size="small"
              rowKey="rowId"
              pagination={false}
              dataSource={r.lines}
              data-testid="lpn-contents"
              columns={[
                { title: t('inbound.lpn.sku'), dataIndex: 'sku' },
                { title: t('inbound.lpn.lot'), dataIndex: 'lot', render: (v?: string) => v || '—' },
                { title: t('inbound.lpn.expiry'), dataIndex: 'expiry', render: (v?: string) => (v ? formatDate(v) : '—') },
                { title: t('inbound.lpn.qty'), dataIndex: 'qty' },
                { title: t('inbound.lpn.available'), dataIndex: 'available' },
              ]}
            />
          ),
        },
        {
          key: 'records',
          label: <span data-testid="lpn-records-tab">{t('inbound.lpn.records')}</span>,
          children: (
            <Table
              size="small"
              rowKey="id"
              pagination={false}
              scroll={{ x: 'max-content' }}
              dataSource={records}
              data-testid="lpn-records"
              columns={[
                { title: t('inbound.lpn.at'), dataIndex: 'at', render: (v: string) => formatDateTime(v) },
                { title: t('inbound.lpn.recordType'), dataIndex: 'type', render: (v: string) => (RECORD_TYPE_KEYS[v] ? t(RECORD_TYPE_KEYS[v]) : v) },
                { title: t('inbound.lpn.sku'), dataIndex: 'sku' },
                { title: t('inbound.lpn.location'), dataIndex: 'location' },
                { title: t('inbound.lpn.change'), render: (_, x) => signed(x.delta.onHand) },
                { title: t('inbound.lpn.doc'), dataIndex: 'docNo' },
                { title: t('inbound.lpn.operator'), dataIndex: 'operator' },
              ]}
            />
          ),
        },
      ],
    };
  };

  return (
    <PageContainer>
      <ListScreen<LpnRow>
        name="lpn"
        listRef={list}
        columns={columns}
        // the filter bar's values are strings (lpnQuery): the service's query
        fetch={(q) => inboundApi.lpns(q as ListQuery)}
        filters={filters}
        toQuery={lpnQuery}
        drawer={{ testId: 'lpn-drawer', title: (r) => t('inbound.lpn.title', { lpn: r.lpn }), view, linkTestId: (r) => `lpn-view-${r.lpn}` }}
        rowLinks={(r) => (
          <RowLink onClick={() => setMoving(r)} data-testid={`lpn-move-${r.lpn}`}>
            {t('inbound.lpn.move')}
          </RowLink>
        )}
        selectionTools={(rows) => (
          <Space size="small">
            <Button size="small" icon={<PrinterOutlined />} onClick={() => print(rows)} disabled={!rows.length} data-testid="lpn-print-selected">
              {t('inbound.lpn.printSelected', { count: rows.length })}
            </Button>
            {rows.some((r) => r.sscc) && <ZplMenu template="palletLabel" file="pallet-labels" testId="lpn-zpl" labels={() => palletZpl(rows, t)} />}
          </Space>
        )}
      />
      <MoveDialog
        row={moving}
        onClose={() => setMoving(undefined)}
        onMoved={() => {
          setMoving(undefined);
          list.current?.reload();
        }}
      />
      {labels && <LpnLabels rows={labels} />}
    </PageContainer>
  );
}
