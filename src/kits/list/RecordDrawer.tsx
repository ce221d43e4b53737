import { Alert, Descriptions, Drawer, Skeleton, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '@/utils/request';
import History, { type HistorySource } from './History';

/** A field of a record: label and value; `false` leaves it out (a field only some records have). */
export type RecordField = [label: string, value: ReactNode] | false | undefined;

export interface RecordView {
  fields: RecordField[];
  /** More tabs before the history (a document's lines, its stock records…). */
  tabs?: { key: string; label: ReactNode; children: ReactNode }[];
  history?: HistorySource;
}

/**
 * A row's drawer: the record's fields, then its tabs and its history (the one kit timeline).
 * Open while `open`; `view` undefined while the record loads (`error`: it could not be loaded).
 */
export default function RecordDrawer({
  open,
  title,
  view,
  error,
  onClose,
  width = 640,
  testId,
}: {
  open: boolean;
  title: ReactNode;
  view?: RecordView;
  error?: unknown;
  onClose: () => void;
  width?: number;
  testId?: string;
}) {
  const { t } = useTranslation();
  const fields = view?.fields.filter((f): f is [string, ReactNode] => !!f) ?? [];
  const tabs = [
    ...(view?.tabs ?? []),
    ...(view?.history ? [{ key: 'history', label: <span data-testid="tab-history">{t('kit.list.history')}</span>, children: <History source={view.history} /> }] : []),
  ];
  return (
    // As wide as asked, never wider than the window (a handheld, a narrow window).
    <Drawer open={open} onClose={onClose} width={`min(${width}px, 100vw)`} title={title} destroyOnHidden data-testid={testId}>
      {error ? <Alert type="error" showIcon role="alert" message={failureText(error)} /> : null}
      {!view ? (
        !error && <Skeleton active />
      ) : (
        <>
          <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered>
            {fields.map(([label, value]) => (
              <Descriptions.Item key={label} label={label}>
                {value}
              </Descriptions.Item>
            ))}
          </Descriptions>
          {tabs.length > 0 && <Tabs style={{ marginTop: 16 }} items={tabs} />}
        </>
      )}
    </Drawer>
  );
}
