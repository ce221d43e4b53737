import { DownOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Dropdown, Modal, Space, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { outboundApi, type OrderDraft, type OrderKind } from '@/services/outbound';
import { errorText } from '../shared/format';
import { fileErrorText, importColumnLabel, importTemplateLabel } from '../shared/labels';
import { downloadRows, formatOf, readRows, SHEET_ACCEPT, SpreadsheetError, type SheetFormat } from '../shared/spreadsheet';

/** Column order of the import file (.xlsx or CSV, one order with one line per row). */
export const IMPORT_COLUMNS = ['no', 'receiver', 'phone', 'address', 'city', 'carrier', 'cartons', 'sku', 'qty'] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

export function rowToInput(kind: OrderKind, cells: string[]): OrderDraft {
  const c = Object.fromEntries(IMPORT_COLUMNS.map((k, i) => [k, (cells[i] ?? '').trim()])) as Record<(typeof IMPORT_COLUMNS)[number], string>;
  return {
    no: c.no || undefined,
    receiver: { name: c.receiver, phone: c.phone, address: c.address, city: c.city },
    carrier: c.carrier,
    cartons: kind === 'b2b' ? Number(c.cartons) : undefined,
    lines: [{ sku: c.sku, qty: c.qty === '' ? '' : Number(c.qty) }],
  };
}

/**
 * Whether the first row is a header: the column keys or their names in the current language, or
 * a header in the other language (the SKU column is titled "SKU" in both; the qty title is no number).
 */
export function isHeaderRow(cells: string[] | undefined, names: readonly string[]): boolean {
  if (!cells) return false;
  const c = cells.map((x) => x.trim().toLowerCase());
  if (IMPORT_COLUMNS.every((k, i) => c[i] === k || c[i] === names[i]?.trim().toLowerCase())) return true;
  return c[7] === 'sku' && !!c[8] && Number.isNaN(Number(c[8]));
}

interface PreviewRow {
  index: number;
  cells: string[];
  errors: string[];
}

/**
 * Import: choose an .xlsx or CSV file → every row previewed with its errors → import the valid
 * rows, or download the invalid ones (with an errors column, in the format of the chosen file).
 */
export default function ImportOrders({ kind, onClose, onImported }: { kind: OrderKind; onClose: () => void; onImported: () => void }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [rows, setRows] = useState<PreviewRow[]>();
  const [busy, setBusy] = useState(false);
  const [file, setFile] = useState<{ name: string; format: SheetFormat }>();
  const header = IMPORT_COLUMNS.map((k) => importColumnLabel(k, t));
  const valid = rows?.filter((r) => !r.errors.length) ?? [];
  const invalid = rows?.filter((r) => r.errors.length) ?? [];

  const check = async (chosen: File) => {
    setBusy(true);
    setRows(undefined);
    setFile(undefined);
    try {
      const all = await readRows(chosen);
      const body = isHeaderRow(all[0], header) ? all.slice(1) : all;
      if (!body.length) {
        message.warning(t('outbound.import.file.empty', { name: chosen.name }));
        return false;
      }
      const result = await outboundApi.importCheck(kind, body.map((cells) => rowToInput(kind, cells)));
      setRows(body.map((cells, index) => ({ index, cells, errors: result[index]?.errors ?? [] })));
      setFile({ name: chosen.name, format: formatOf(chosen) ?? 'csv' });
    } catch (e) {
      message.error(e instanceof SpreadsheetError ? fileErrorText(e, t) : errorText(e));
    } finally {
      setBusy(false);
    }
    return false;
  };

  const download = async (name: string, data: unknown[][], format: SheetFormat) => {
    try {
      await downloadRows(name, data, format);
    } catch (e) {
      message.error(t('outbound.file.failed', { message: errorText(e) }));
    }
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
          <Dropdown
            trigger={['click']}
            menu={{
              items: (['xlsx', 'csv'] as const).map((f) => ({ key: f, label: <span data-testid={`import-template-${f}`}>{importTemplateLabel(f, t)}</span> })),
              onClick: ({ key }) => download(`${kind}-import-template`, [header], key as SheetFormat),
            }}
          >
            <Button data-testid="import-template">
              {t('outbound.import.template')} <DownOutlined />
            </Button>
          </Dropdown>
          <Button
            disabled={!invalid.length}
            onClick={() =>
              download(
                `${kind}-import-errors`,
                [[...header, t('outbound.import.errors')], ...invalid.map((r) => [...IMPORT_COLUMNS.map((_, i) => r.cells[i] ?? ''), r.errors.join('; ')])],
                file?.format ?? 'csv',
              )
            }
            data-testid="import-download-invalid"
          >
            {t('outbound.import.downloadInvalid', { count: invalid.length })}
          </Button>
          <Button type="primary" disabled={!valid.length} loading={busy} onClick={doImport} data-testid="import-submit">
            {t('outbound.import.submit', { count: valid.length })}
          </Button>
        </Space>
      }
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">{t('outbound.import.hint', { columns: new Intl.ListFormat(i18n.language, { type: 'conjunction', style: 'narrow' }).format(header) })}</Typography.Text>
        <Space>
          <Upload accept={SHEET_ACCEPT} maxCount={1} showUploadList={false} beforeUpload={check}>
            <Button icon={<UploadOutlined />} loading={busy} data-testid="import-file">
              {t('outbound.import.choose')}
            </Button>
          </Upload>
          {file && <Typography.Text data-testid="import-file-name">{file.name}</Typography.Text>}
        </Space>
        {rows && <Alert type={invalid.length ? 'warning' : 'success'} message={t('outbound.import.summary', { count: valid.length, invalid: invalid.length })} data-testid="import-summary" />}
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
