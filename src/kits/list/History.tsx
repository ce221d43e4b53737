import { Alert, Empty, Skeleton, Tag, Timeline, Typography } from 'antd';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Machine } from '@/domain/machine';
import { useData } from '@/query';
import { formatDateTime } from '@/utils/date';
import { failureText } from '@/utils/request';

/** One step of a record's history, in the words of its screen. */
export interface HistoryEntry {
  key: string;
  /** What was done ("Approved", "Edited"), already translated. */
  action: ReactNode;
  /** The state it led to (a document's status tag), if the record has states. */
  state?: ReactNode;
  operator: string;
  /** ISO time. */
  at: string;
  /** A reason or remark. */
  note?: ReactNode;
  /** Fields that changed: label, value before, value after (shown as text). */
  changes?: { field: string; before?: string; after?: string }[];
}

/** The entries themselves, or the request that loads them (run once, when the history is shown). */
export type HistorySource = HistoryEntry[] | (() => Promise<HistoryEntry[]>);

/**
 * The one history timeline of every kit screen: who did what when, the state it led to, a note and
 * the fields that changed. Newest first is the caller's order.
 */
export default function History({ source }: { source: HistorySource }) {
  const { t } = useTranslation();
  const load = typeof source === 'function' ? source : undefined;
  const { data, loading, error } = useData(['history', useId()], load ?? (() => Promise.resolve(source as HistoryEntry[])));
  if (loading) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (error) return <Alert type="error" showIcon role="alert" message={t('kit.list.history.failed')} description={failureText(error)} />;
  const entries = data ?? [];
  if (!entries.length) return <Empty description={t('kit.list.history.empty')} />;
  return (
    <Timeline
      data-testid="history-list"
      items={entries.map((e) => ({
        key: e.key,
        children: (
          <div data-testid="history-item">
            <div>
              <Tag color="blue">{e.action}</Tag>
              {e.state} <Typography.Text>{e.operator}</Typography.Text>
              <Typography.Text type="secondary"> · {formatDateTime(e.at)}</Typography.Text>
            </div>
            {e.note && <Typography.Text type="secondary">{e.note}</Typography.Text>}
            {e.changes?.map((c) => (
              <div key={c.field}>
                <Typography.Text style={{ fontSize: 12 }}>
                  {t('common.labelValue', { label: c.field })}
                  {c.before ?? ''}
                  {c.before !== undefined && c.after !== undefined ? ' → ' : ''}
                  {c.after ?? ''}
                </Typography.Text>
              </div>
            ))}
          </div>
        ),
      }))}
    />
  );
}

/** The machine's action that led from `from` to `to` (a history that records only states); undefined for none. */
export function stepAction<S extends string, A extends string>(machine: Machine<S, A>, from: S | null, to: S): A | undefined {
  return from === null ? undefined : machine.actions.find((a) => machine.target(a) === to && machine.can(a, from));
}
