import { PageContainer } from '@ant-design/pro-components';
import { useMemoizedFn } from 'ahooks';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTICE_EDITABLE, noticeMachine } from '@/domain/inbound/machine';
import { REASON_MAX } from '@/domain/inbound/schema';
import ListScreen, { type BulkSpec, type DrawerSpec, type ListApi, type RowActionsSpec } from '@/kits/list/ListScreen';
import { useUrlFilters } from '@/kits/list/urlFilters';
import { inboundApi, type NoticeAction, type NoticeRow, type NoticeStatus } from '@/services/inbound';
import { noticeColumns, noticeExportColumns, noticeStates, VarianceThreshold, type NoticeColumn } from '../shared/noticeColumns';
import { fetchNotices, noticeFilterFields, noticeFilters } from '../shared/noticeFilters';
import { noticeView } from '../shared/noticeView';
import { noticeActionLabel } from '../shared/words';
import { useInboundMeta } from '../shared/useInboundMeta';
import { noticeImport } from './importNotices';
import NoticeForm from './NoticeForm';
import { RowLink } from '@/kits/list/RowLink';

const COLUMNS: NoticeColumn[] = ['no', 'status', 'containerNo', 'supplier', 'eta', 'dock', 'lines', 'qty', 'openPutaway', 'variance', 'updatedAt'];
/** The filter bar's date ranges an address may set (`?eta=…&created=…`). */
const URL_RANGES = { eta: 'eta', created: 'createdAt' } as const;
/** What the notice desk does to a notice here (the dock's and the tally's actions are on their screens). */
const ACTIONS: NoticeAction[] = ['approve', 'reject', 'cancel'];
/** Actions that ask for a reason. */
const WITH_REASON: Partial<Record<NoticeAction, string>> = { reject: 'inbound.notice.rejectTitle', cancel: 'inbound.notice.cancelTitle' };

/**
 * Warehousing notices (ASN): state tabs with the server's counts, filters, create / edit (while
 * created) / import / export, approval of a tally above the threshold (or its rejection for a
 * recount), cancel with a reason; one by one or in bulk; a drawer with lines, putaway, records and history.
 */
export default function Notices() {
  const { t, i18n } = useTranslation();
  const list = useRef<ListApi<NoticeRow>>();
  const [editing, setEditing] = useState<NoticeRow | 'new'>();
  const meta = useInboundMeta().data;
  const threshold = meta?.threshold;
  const filters = noticeFilterFields(t);
  // the threshold answers after the rows: the variance cells read it (VarianceThreshold), the rows stay
  const columns = (api: ListApi<NoticeRow>) => noticeColumns(COLUMNS, api, t);
  // a link (the home dashboard's figures) opens the list on a state, an ETA and a created range
  const url = useUrlFilters(noticeMachine.states, URL_RANGES);

  // Declared on every render: the meta's answer (the threshold, read by the variance cells) renders
  // those cells alone, the others stay as they are (kits/list/cellUpdates.ts).
  const states = { ...noticeStates(t), initialTab: url.initialTab };
  const rowActions: RowActionsSpec<NoticeRow, NoticeAction> = {
    actions: ACTIONS,
    confirm: (action, n) => t('inbound.notice.confirm', { no: n.no, action: noticeActionLabel(action, t) }),
    reason: (action, n) => (WITH_REASON[action] ? { title: t(WITH_REASON[action]!, { no: n.no }), maxLength: REASON_MAX } : undefined),
    run: (n, action, reason) => inboundApi.noticeAction(n.id, action, reason ? { reason } : {}),
    doneText: (action, n) => t('inbound.notice.done', { no: n.no, action: noticeActionLabel(action, t) }),
    danger: (action) => action !== 'approve',
    testId: (action, n) => `notice-${action}-${n.no}`,
  };
  const bulk: BulkSpec<NoticeRow, NoticeAction>[] = [
    { action: 'approve', run: (rows) => inboundApi.noticeBulk('approve', rows.map((n) => n.id)) },
    {
      action: 'cancel',
      danger: true,
      reason: { title: (count) => t('inbound.notice.cancelBulkTitle', { count }), maxLength: REASON_MAX },
      run: (rows, reason) => inboundApi.noticeBulk('cancel', rows.map((n) => n.id), reason),
    },
  ];
  const rowLinks = (n: NoticeRow) =>
    NOTICE_EDITABLE.includes(n.status) && (
      <RowLink onClick={() => setEditing(n)} data-testid={`notice-edit-${n.no}`}>
        {t('inbound.action.edit')}
      </RowLink>
    );
  // the view reads the meta when it runs
  const view = useMemoizedFn((n: NoticeRow) => noticeView(n, t, i18n.language, meta));
  const drawer: DrawerSpec<NoticeRow> = { testId: 'notice-drawer', width: 860, title: (n) => t('inbound.notice.title', { no: n.no }), view };
  const create = { label: t('inbound.notice.new'), onClick: () => setEditing('new') };
  const importAs = noticeImport(t);
  const exportAs = { fileName: 'notices', columns: noticeExportColumns(t) };

  return (
    <PageContainer>
      <VarianceThreshold.Provider value={threshold}>
        <ListScreen<NoticeRow, NoticeStatus, NoticeAction>
          key={url.key}
          name="notice"
          listRef={list}
          columnsKey="inbound-notices"
          initialFilters={url.initialFilters}
          columns={columns}
          fetch={fetchNotices}
          filters={filters}
          toQuery={noticeFilters}
          states={states}
          rowActions={rowActions}
          bulk={bulk}
          rowLinks={rowLinks}
          drawer={drawer}
          create={create}
          importAs={importAs}
          exportAs={exportAs}
        />
      </VarianceThreshold.Provider>
      {editing && (
        <NoticeForm
          notice={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            list.current?.reload();
          }}
        />
      )}
    </PageContainer>
  );
}
