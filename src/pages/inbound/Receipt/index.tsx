import { PageContainer } from '@ant-design/pro-components';
import { useMemoizedFn } from 'ahooks';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { noticeMachine, type NoticeStatus } from '@/domain/inbound/machine';
import { REASON_MAX } from '@/domain/inbound/schema';
import ListScreen, { type DrawerSpec, type ListApi, type ListQuery, type RowActionsSpec } from '@/kits/list/ListScreen';
import { inboundApi, type NoticeAction, type NoticeRow } from '@/services/inbound';
import { noticeColumns, noticeExportColumns, noticeStates, type NoticeColumn } from '../shared/noticeColumns';
import { fetchNotices, noticeFilterFields, noticeFilters } from '../shared/noticeFilters';
import { noticeView } from '../shared/noticeView';
import { noticeActionLabel } from '../shared/words';
import { useInboundMeta } from '../shared/useInboundMeta';
import ArriveDialog from './ArriveDialog';
import DockBoard from './DockBoard';
import { RowLink } from '@/kits/list/RowLink';

/** The notices the receiving dock works on: from announced to received (then the tally takes over). */
const DOCK_STATES: NoticeStatus[] = ['created', 'arrived', 'unloading', 'received'];
const COLUMNS: NoticeColumn[] = ['no', 'status', 'containerNo', 'supplier', 'eta', 'dock', 'lines', 'qty', 'updatedAt'];
/** The dock's actions through the kit (arrive asks for a dock: its own dialog). */
const ACTIONS: NoticeAction[] = ['unload', 'receive', 'cancel'];

/**
 * Container receipt: the dock board (each inbound dock, free or taken by which container), and the
 * notices from created to received: arrive at a free dock, unload, confirm the receipt (the dock is
 * free again), or cancel with a reason. The board is asked again with the list, so after every action.
 */
export default function Receipt() {
  const { t, i18n } = useTranslation();
  const list = useRef<ListApi<NoticeRow>>();
  const [arriving, setArriving] = useState<NoticeRow>();
  const meta = useInboundMeta();
  const filters = noticeFilterFields(t);
  const columns = (api: ListApi<NoticeRow>) => noticeColumns(COLUMNS, api, t);
  // The board's answers (asked again after every load) render the list again, but no cell whose
  // output stays (kits/list/cellUpdates.ts).
  const fetchPage = useMemoizedFn(async (q: ListQuery) => {
    const page = await fetchNotices(q);
    // the board follows the list: asked again with every load after the first (after each
    // action, which reloads the list; a tab, a search)
    if (!meta.loading) meta.refresh();
    return page;
  });
  const states = noticeStates(t, DOCK_STATES);
  const rowActions: RowActionsSpec<NoticeRow, NoticeAction> = {
    actions: ACTIONS,
    confirm: (action, n) => t('inbound.notice.confirm', { no: n.no, action: noticeActionLabel(action, t) }),
    reason: (action, n) => (action === 'cancel' ? { title: t('inbound.notice.cancelTitle', { no: n.no }), maxLength: REASON_MAX } : undefined),
    run: (n, action, reason) => inboundApi.noticeAction(n.id, action, reason ? { reason } : {}),
    doneText: (action, n) => t('inbound.notice.done', { no: n.no, action: noticeActionLabel(action, t) }),
    danger: (action) => action === 'cancel',
    testId: (action, n) => `receipt-${action}-${n.no}`,
  };
  const rowLinks = (n: NoticeRow) =>
    noticeMachine.can('arrive', n.status) && (
      <RowLink onClick={() => setArriving(n)} data-testid={`receipt-arrive-${n.no}`}>
        {noticeActionLabel('arrive', t)}
      </RowLink>
    );
  // the view reads the board's meta when it runs
  const view = useMemoizedFn((n: NoticeRow) => noticeView(n, t, i18n.language, meta.data));
  const drawer: DrawerSpec<NoticeRow> = { testId: 'notice-drawer', width: 860, title: (n) => t('inbound.notice.title', { no: n.no }), view };
  const exportAs = { fileName: 'receipt-notices', columns: noticeExportColumns(t) };

  return (
    <PageContainer>
      <DockBoard docks={meta.data?.docks} loading={meta.loading} error={meta.error} />
      <ListScreen<NoticeRow, NoticeStatus, NoticeAction>
        name="receipt"
        listRef={list}
        columnsKey="inbound-receipt"
        columns={columns}
        fetch={fetchPage}
        filters={filters}
        toQuery={noticeFilters}
        states={states}
        rowActions={rowActions}
        rowLinks={rowLinks}
        drawer={drawer}
        exportAs={exportAs}
      />
      {arriving && (
        <ArriveDialog
          notice={arriving}
          docks={meta.data?.docks}
          onClose={() => setArriving(undefined)}
          onRefused={() => meta.refresh()}
          onArrived={() => {
            setArriving(undefined);
            list.current?.reload();
          }}
        />
      )}
    </PageContainer>
  );
}
