import { DownOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Dropdown, Modal, Space, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '@/utils/request';
import { downloadRows, formatOf, readRows, SHEET_ACCEPT, SpreadsheetError, type SheetFormat } from './spreadsheet';

/** What a list imports: its file's columns, and the server's check and import of the rows read. */
export interface ImportSpec {
  title: string;
  /** The file's column titles in the user's language, in file order (also the template). */
  header: string[];
  /** Base name of the template and error files (`<fileBase>-import-template.xlsx`). */
  fileBase: string;
  /** Whether the file's first row is a header row (else it is data). */
  isHeader: (cells: string[] | undefined) => boolean;
  /** The server's problems with each row (translated), by row index: none for a valid row. */
  check: (rows: string[][]) => Promise<string[][]>;
  /** Imports the valid rows; answers how many records were made. */
  submit: (rows: string[][]) => Promise<number>;
  /** What the file holds, with its columns listed ("one order per row; columns: …"). */
  hint: (columns: string) => string;
  /** "Imported 3 orders", "The file has no order rows". */
  doneText: (count: number) => string;
  emptyText: (fileName: string) => string;
  /**
   * The file is imported whole or not at all (rows that make one record together, the lines of a
   * notice): Import waits until no row has problems, and then sends every row.
   */
  allOrNothing?: boolean;
}

interface PreviewRow {
  index: number;
  cells: string[];
  errors: string[];
}

const FILE_ERROR_KEYS = {
  unsupported: 'kit.list.import.file.unsupported',
  corrupt: 'kit.list.import.file.corrupt',
} as const satisfies Record<SpreadsheetError['code'], string>;
const TEMPLATE_KEYS = { xlsx: 'kit.list.import.template.xlsx', csv: 'kit.list.import.template.csv' } as const satisfies Record<SheetFormat, string>;

/**
 * Import: choose an .xlsx or CSV file → every row previewed with its errors (the server checks
 * them) → import the valid rows, or download the invalid ones with an errors column, in the
 * format of the chosen file.
 */
export default function ImportDialog({ spec, onClose, onImported }: { spec: ImportSpec; onClose: () => void; onImported: () => void }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [rows, setRows] = useState<PreviewRow[]>();
  const [busy, setBusy] = useState(false);
  const [file, setFile] = useState<{ name: string; format: SheetFormat }>();
  const { header } = spec;
  const valid = rows?.filter((r) => !r.errors.length) ?? [];
  const invalid = rows?.filter((r) => r.errors.length) ?? [];
  const blocked = !!spec.allOrNothing && invalid.length > 0;

  const check = async (chosen: File) => {
    setBusy(true);
    setRows(undefined);
    setFile(undefined);
    try {
      const all = await readRows(chosen);
      const body = spec.isHeader(all[0]) ? all.slice(1) : all;
      if (!body.length) {
        message.warning(spec.emptyText(chosen.name));
        return false;
      }
      const errors = await spec.check(body);
      setRows(body.map((cells, index) => ({ index, cells, errors: errors[index] ?? [] })));
      setFile({ name: chosen.name, format: formatOf(chosen) ?? 'csv' });
    } catch (e) {
      message.error(e instanceof SpreadsheetError ? t(FILE_ERROR_KEYS[e.code], { name: e.fileName }) : failureText(e));
    } finally {
      setBusy(false);
    }
    return false;
  };

  const download = async (name: string, data: unknown[][], format: SheetFormat) => {
    try {
      await downloadRows(name, data, format);
    } catch (e) {
      message.error(t('kit.list.file.failed', { message: e instanceof Error ? e.message : String(e) }));
    }
  };

  const doImport = async () => {
    setBusy(true);
    try {
      message.success(spec.doneText(await spec.submit(valid.map((v) => v.cells))));
      onImported();
    } catch (e) {
      message.error(failureText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      width={1000}
      title={spec.title}
      onCancel={onClose}
      footer={
        <Space wrap>
          <Dropdown
            trigger={['click']}
            menu={{
              items: (['xlsx', 'csv'] as const).map((f) => ({ key: f, label: <span data-testid={`import-template-${f}`}>{t(TEMPLATE_KEYS[f])}</span> })),
              onClick: ({ key }) => download(`${spec.fileBase}-import-template`, [header], key as SheetFormat),
            }}
          >
            <Button data-testid="import-template">
              {t('kit.list.import.template')} <DownOutlined />
            </Button>
          </Dropdown>
          <Button
            disabled={!invalid.length}
            onClick={() =>
              download(
                `${spec.fileBase}-import-errors`,
                [[...header, t('kit.list.import.errors')], ...invalid.map((r) => [...header.map((_, i) => r.cells[i] ?? ''), r.errors.join('; ')])],
                file?.format ?? 'csv',
              )
            }
            data-testid="import-download-invalid"
          >
            {t('kit.list.import.downloadInvalid', { count: invalid.length })}
          </Button>
          <Button type="primary" disabled={!valid.length || blocked} loading={busy} onClick={doImport} data-testid="import-submit">
            {spec.allOrNothing ? t('kit.list.import.submitAll', { count: rows?.length ?? 0 }) : t('kit.list.import.submit', { count: valid.length })}
          </Button>
        </Space>
      }
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">{spec.hint(new Intl.ListFormat(i18n.language, { type: 'conjunction', style: 'narrow' }).format(header))}</Typography.Text>
        <Space>
          <Upload accept={SHEET_ACCEPT} maxCount={1} showUploadList={false} beforeUpload={check}>
            <Button icon={<UploadOutlined />} loading={busy} data-testid="import-file">
              {t('kit.list.import.choose')}
            </Button>
          </Upload>
          {file && <Typography.Text data-testid="import-file-name">{file.name}</Typography.Text>}
        </Space>
        {rows && (
          <Alert
            type={invalid.length ? 'warning' : 'success'}
            message={t('kit.list.import.summary', { count: valid.length, invalid: invalid.length })}
            description={blocked ? t('kit.list.import.allOrNothing') : undefined}
            data-testid="import-summary"
          />
        )}
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
              ...header.map((title, i) => ({ title, key: String(i), render: (_: unknown, r: PreviewRow) => r.cells[i] })),
              {
                title: t('kit.list.import.errors'),
                render: (_, r) => (r.errors.length ? <Typography.Text type="danger">{r.errors.join('; ')}</Typography.Text> : <Typography.Text type="success">✓</Typography.Text>),
              },
            ]}
          />
        )}
      </Space>
    </Modal>
  );
}
