import { PageContainer, type ProColumns } from '@ant-design/pro-components';
import { DatePicker, Form, Select, Table, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { AuditChange } from '@/domain/logs';
import type { ExportColumn } from '@/kits/list/exportSheet';
import { textFilter } from '@/kits/list/filterFields';
import { NOWRAP } from '@/kits/list/layout';
import ListScreen from '@/kits/list/ListScreen';
import { logsApi, logTypes, type LogRow } from '@/services/logs';
import { formatDateTime } from '@/utils/date';
import { useReference } from '@/query';

/** The kinds of record in the reader's words (the server's): one request per language for the filter. */

type LogFilterForm = { user?: string; type?: string[]; record?: string; at?: [Dayjs | null, Dayjs | null] };

/** The filter bar's values as the query: kinds as a comma list, the range's ends as ISO instants (whole minutes). */
function logQuery({ type, at, ...rest }: LogFilterForm): Record<string, string> {
  const [from, to] = at ?? [];
  const q: Record<string, string | undefined> = {
    ...rest,
    type: type?.length ? type.join(',') : undefined,
    from: from ? from.second(0).millisecond(0).toISOString() : undefined,
    to: to ? to.second(59).millisecond(999).toISOString() : undefined,
  };
  return Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string>;
}

/** A changed value as text: empty for a field that was not there. */
const shown = (v: AuditChange['before']) => (v === undefined || v === null || v === '' ? '—' : String(v));

/** The fields a write changed, each before and after (plain text: no markup from the record). */
function Changes({ changes }: { changes: AuditChange[] }) {
  const { t } = useTranslation();
  return (
    <Table<AuditChange>
      size="small"
      rowKey="field"
      pagination={false}
      data-testid="log-changes"
      dataSource={changes}
      locale={{ emptyText: t('logs.noChanges') }}
      columns={[
        { title: t('logs.field'), dataIndex: 'field', render: (v: string) => <Typography.Text code>{v}</Typography.Text> },
        { title: t('logs.before'), dataIndex: 'before', render: (v: AuditChange['before']) => <Typography.Text type="secondary">{shown(v)}</Typography.Text> },
        { title: t('logs.after'), dataIndex: 'after', render: (v: AuditChange['after']) => shown(v) },
      ]}
    />
  );
}

/**
 * The audit trail (menu 243): every write people made through the console, newest first — who,
 * when, what kind of record and which one, the action, and in the drawer each field it changed,
 * before and after. Only the reader's warehouses (and the users and roles the reader may see).
 */
export default function Logs() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  // the kinds in the reader's words (the server's), again in a new language
  const types = useReference(logTypes(lang));

  const filters = [
    textFilter('user', t('logs.user'), t('filter.input')),
    <Form.Item key="type" name="type" label={t('logs.type')}>
      <Select mode="multiple" allowClear maxTagCount="responsive" options={types.data ?? []} loading={types.loading} />
    </Form.Item>,
    textFilter('record', t('logs.record'), t('filter.input')),
    <Form.Item key="at" name="at" label={t('logs.time')}>
      <DatePicker.RangePicker style={{ width: '100%' }} showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" allowEmpty={[true, true]} placeholder={[t('filter.dateFrom'), t('filter.dateTo')]} />
    </Form.Item>,
  ];

  // each column once: the table's and the export's
  const fields: { key: keyof LogRow; title: string; text: (r: LogRow) => string | number; column?: Partial<ProColumns<LogRow>> }[] = [
    { key: 'at', title: t('logs.time'), text: (r) => formatDateTime(r.at), column: { className: NOWRAP } },
    { key: 'operator', title: t('logs.user'), text: (r) => r.operator },
    { key: 'entityLabel', title: t('logs.type'), text: (r) => r.entityLabel },
    { key: 'record', title: t('logs.record'), text: (r) => r.record },
    { key: 'actionLabel', title: t('logs.action'), text: (r) => r.actionLabel },
    { key: 'warehouse', title: t('logs.warehouse'), text: (r) => r.warehouse || '—' },
    { key: 'changeCount', title: t('logs.changes'), text: (r) => r.changeCount, column: { align: 'right' } },
  ];
  const columns: ProColumns<LogRow>[] = fields.map((f) => ({ title: f.title, dataIndex: f.key, render: (_, r) => f.text(r), ...f.column }));
  const exportColumns: ExportColumn<LogRow>[] = fields.map((f) => ({ header: f.title, cell: f.text }));

  return (
    <PageContainer>
      <ListScreen<LogRow>
        key={lang}
        name="logs"
        columnsKey="logs"
        columns={columns}
        fetch={logsApi.list}
        filters={filters}
        toQuery={(v) => logQuery(v as LogFilterForm)}
        drawer={{
          testId: 'log-drawer',
          linkTestId: (r) => `log-view-${r.id}`,
          width: 720,
          title: (r) => t('logs.title', { record: r.record, action: r.actionLabel }),
          view: async (r) => {
            const d = await logsApi.get(r.id);
            return {
              fields: [
                [t('logs.time'), formatDateTime(d.at)],
                [t('logs.user'), d.operator],
                [t('logs.type'), d.entityLabel],
                [t('logs.record'), d.record],
                [t('logs.action'), d.actionLabel],
                [t('logs.warehouse'), d.warehouse || '—'],
              ],
              tabs: [{ key: 'changes', label: t('logs.changes'), children: <Changes changes={d.changes} /> }],
            };
          },
        }}
        exportAs={{ fileName: 'logs', columns: exportColumns }}
      />
    </PageContainer>
  );
}
