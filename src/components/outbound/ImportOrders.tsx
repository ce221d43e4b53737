import { UploadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Modal, Space, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { outboundApi, type OrderInput, type OrderKind } from '@/services/outbound';
import { downloadCsv, parseCsv } from './csv';
import { errorText } from './format';

/** Column order of the import file (CSV, one order with one line per row). */
export const IMPORT_COLUMNS = ['no', 'receiver', 'phone', 'address', 'city', 'carrier', 'cartons', 'sku', 'qty'] as const;

export function rowToInput(kind: OrderKind, cells: string[]): OrderInput {
  const c = Object.fromEntries(IMPORT_COLUMNS.map((k, i) => [k, (cells[i] ?? '').trim()])) as Record<(typeof IMPORT_COLUMNS)[number], string>;
  return {
    no: c.no || undefined,
    receiver: { name: c.receiver, phone: c.phone, address: c.address, city: c.city },
    carrier: c.carrier,
    cartons: kind === 'b2b' ? Number(c.cartons) : undefined,
    lines: [{ sku: c.sku, qty: c.qty === '' ? '' : Number(c.qty) }],
  };
}

interface PreviewRow {
  index: number;
  cells: string[];
  errors: string[];
}

/** Import: choose a CSV file → every row previewed with its errors → import the valid rows, or download the invalid ones. */
export default function ImportOrders({ kind, onClose, onImported }: { kind: OrderKind; onClose: () => void; onImported: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [rows, setRows] = useState<PreviewRow[]>();
  const [busy, setBusy] = useState(false);
  const header = IMPORT_COLUMNS.map((k) => t(`outbound.import.col.${k}`));
  const valid = rows?.filter((r) => !r.errors.length) ?? [];
  const invalid = rows?.filter((r) => r.errors.length) ?? [];

  const check = async (file: File) => {
    setBusy(true);
    try {
      const all = parseCsv(await file.text());
      const body = all[0] && IMPORT_COLUMNS.every((k, i) => all[0][i]?.trim() === k || all[0][i]?.trim() === t(`outbound.import.col.${k}`)) ? all.slice(1) : all;
      const result = await outboundApi.importCheck(kind, body.map((cells) => rowToInput(kind, cells)));
      setRows(body.map((cells, index) => ({ index, cells, errors: result[index]?.errors ?? [] })));
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setBusy(false);
    }
    return false;
  };

  const doImport = async () => {
    setBusy(true);
    try {
      const r = await outboundApi.importRows(kind, valid.map((v) => rowToInput(kind, v.cells)));
      message.success(t('outbound.import.done', { count: r.created.length }));
      onImported();
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      width={1000}
      title={t('outbound.import.title')}
      onCancel={onClose}
      footer={
        <Space>
          <Button onClick={() => downloadCsv(`${kind}-import-template.csv`, [[...IMPORT_COLUMNS]])}>{t('outbound.import.template')}</Button>
          <Button disabled={!invalid.length} onClick={() => downloadCsv(`${kind}-import-errors.csv`, [[...IMPORT_COLUMNS, 'errors'], ...invalid.map((r) => [...r.cells, r.errors.join('; ')])])} data-testid="import-download-invalid">
            {t('outbound.import.downloadInvalid', { count: invalid.length })}
          </Button>
          <Button type="primary" disabled={!valid.length} loading={busy} onClick={doImport} data-testid="import-submit">
            {t('outbound.import.submit', { count: valid.length })}
          </Button>
        </Space>
      }
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">{t('outbound.import.hint', { columns: IMPORT_COLUMNS.join(', ') })}</Typography.Text>
        <Upload accept=".csv,text/csv" maxCount={1} showUploadList={false} beforeUpload={check}>
          <Button icon={<UploadOutlined />} loading={busy} data-testid="import-file">
            {t('outbound.import.choose')}
          </Button>
        </Upload>
        {rows && <Alert type={invalid.length ? 'warning' : 'success'} message={t('outbound.import.summary', { valid: valid.length, invalid: invalid.length })} data-testid="import-summary" />}
        {rows && (
          <Table
            size="small"
            rowKey="index"
            dataSource={rows}
            pagination={{ pageSize: 10 }}
            scroll={{ x: true }}
            data-testid="import-preview"
            columns={[
              { title: '#', render: (_, r) => r.index + 1 },
              ...IMPORT_COLUMNS.map((k, i) => ({ title: header[i], render: (_: unknown, r: PreviewRow) => r.cells[i] })),
              {
                title: t('outbound.import.errors'),
                render: (_, r) => (r.errors.length ? <Typography.Text type="danger">{r.errors.join('; ')}</Typography.Text> : <Typography.Text type="success">✓</Typography.Text>),
              },
            ]}
          />
        )}
      </Space>
    </Modal>
  );
}
