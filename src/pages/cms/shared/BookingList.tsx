import { PageContainer, type ProColumns } from '@ant-design/pro-components';
import { Table } from 'antd';
import type { Dayjs } from 'dayjs';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@umijs/max';
import { bookingMachine, type BookingAction, type BookingStatus } from '@/domain/cms/machine';
import { REASON_MAX } from '@/domain/cms/schema';
import { createdFilter, dateRangeFilter, rangeDays, textFilter } from '@/kits/list/filterFields';
import { NOWRAP } from '@/kits/list/layout';
import ListScreen, { type ListApi, type ListQuery } from '@/kits/list/ListScreen';
import { cmsApi, type BookingRow } from '@/services/cms';
import { formatDateTime } from '@/utils/date';
import BookingForm, { slotText } from './BookingForm';
import { requestHistory } from './requestHistory';
import StateTag from './StateTag';
import { bookingActionLabel, bookingStatusLabel, productName } from './words';

/** Actions that ask for a reason. */
const WITH_REASON: Partial<Record<BookingAction, string>> = { reject: 'cms.booking.rejectTitle', cancel: 'cms.booking.cancelTitle' };

const toQuery = ({ eta, createdAt, ...rest }: { eta?: [Dayjs, Dayjs]; createdAt?: [Dayjs, Dayjs]; no?: string; customer?: string }) => {
  const [etaFrom, etaTo] = eta ? rangeDays(eta) : [];
  return { ...rest, ...(eta ? { etaFrom, etaTo } : {}), ...createdFilter(createdAt) };
};

/**
 * Customer delivery bookings (326), also opened on "requested" as the to-handle list (501), so both
 * share tabs, filters and actions. Accepting makes a warehousing notice, linked on the row.
 */
export default function BookingList({ initialTab }: { initialTab?: BookingStatus }) {
  const { t, i18n } = useTranslation();
  const list = useRef<ListApi<BookingRow>>();
  const [creating, setCreating] = useState(false);
  const filters = [
    textFilter('no', t('cms.booking.noOrContainer'), t('filter.input')),
    textFilter('customer', t('cms.booking.customer'), t('filter.input')),
    dateRangeFilter('eta', t('cms.booking.eta'), t),
    dateRangeFilter('createdAt', t('cms.createdAt'), t),
  ];
  const columns = (api: ListApi<BookingRow>): ProColumns<BookingRow>[] => [
    { title: t('cms.booking.no'), dataIndex: 'no', sorter: true, className: NOWRAP, render: (_, b) => <a onClick={() => api.view(b)} data-testid={`booking-${b.no}`}>{b.no}</a> },
    { title: t('cms.status'), dataIndex: 'status', sorter: true, render: (_, b) => <StateTag status={b.status} label={bookingStatusLabel(b.status, t)} /> },
    { title: t('cms.booking.customer'), dataIndex: 'customer', sorter: true },
    { title: t('cms.booking.containerNo'), dataIndex: 'containerNo', className: NOWRAP },
    { title: t('cms.booking.eta'), dataIndex: 'eta', sorter: true, className: NOWRAP, render: (_, b) => `${b.eta} ${slotText(b.slot)}` },
    { title: t('cms.booking.dock'), dataIndex: 'dock' },
    { title: t('cms.booking.qty'), dataIndex: 'expectedQty', sorter: true },
    {
      title: t('cms.booking.notice'),
      dataIndex: 'noticeNo',
      className: NOWRAP,
      render: (_, b) => (b.noticeNo ? <Link to={`/inbound/regular/warehousingNotify?no=${encodeURIComponent(b.noticeNo)}`} data-testid={`booking-notice-${b.no}`}>{b.noticeNo}</Link> : b.reason || '—'),
    },
    { title: t('cms.updatedAt'), dataIndex: 'updatedAt', sorter: true, className: NOWRAP, render: (_, b) => formatDateTime(b.updatedAt) },
  ];

  return (
    <PageContainer>
      <ListScreen<BookingRow, BookingStatus, BookingAction>
        name="booking"
        listRef={list}
        columns={columns}
        fetch={(q: ListQuery) => cmsApi.bookings(q as Record<string, string>)}
        filters={filters}
        toQuery={toQuery}
        states={{ machine: bookingMachine, status: (b) => b.status, stateLabel: (s) => bookingStatusLabel(s, t), actionLabel: (a) => bookingActionLabel(a, t), initialTab }}
        rowActions={{
          actions: bookingMachine.actions,
          confirm: (action, b) => t('cms.booking.confirm', { no: b.no, action: bookingActionLabel(action, t) }),
          reason: (action, b) => (WITH_REASON[action] ? { title: t(WITH_REASON[action]!, { no: b.no }), maxLength: REASON_MAX } : undefined),
          run: (b, action, reason) => cmsApi.bookingAction(b.id, action, reason),
          doneText: (action, b, result) =>
            action === 'accept' ? t('cms.booking.accepted', { no: b.no, notice: (result as { noticeNo?: string })?.noticeNo ?? '' }) : t('cms.done', { no: b.no, action: bookingActionLabel(action, t) }),
          danger: (action) => action !== 'accept',
          testId: (action, b) => `booking-${action}-${b.no}`,
        }}
        drawer={{
          testId: 'booking-drawer',
          width: 760,
          title: (b) => t('cms.booking.title', { no: b.no }),
          view: async (row) => {
            const b = await cmsApi.booking(row.id);
            return {
              fields: [
                [t('cms.status'), <StateTag key="s" status={b.status} label={bookingStatusLabel(b.status, t)} />],
                [t('cms.booking.customer'), b.customer],
                [t('cms.booking.containerNo'), b.containerNo],
                [t('cms.booking.eta'), `${b.eta} ${slotText(b.slot)}`],
                [t('cms.booking.dock'), b.dock],
                [t('cms.booking.notice'), b.noticeNo || '—'],
                !!b.reason && [t('cms.reason'), b.reason],
                !!b.note && [t('cms.booking.note'), b.note],
              ],
              tabs: [
                {
                  key: 'lines',
                  label: t('cms.booking.lines'),
                  children: (
                    <Table
                      size="small"
                      rowKey="sku"
                      pagination={false}
                      dataSource={b.lines}
                      columns={[
                        { title: t('cms.line.sku'), dataIndex: 'sku' },
                        { title: t('cms.line.name'), render: (_, l) => productName(l, i18n.language) },
                        { title: t('cms.line.qty'), dataIndex: 'expected' },
                        { title: t('cms.line.expiry'), dataIndex: 'expiry', render: (v?: string) => v || '—' },
                      ]}
                    />
                  ),
                },
              ],
              history: requestHistory(b.history, (a) => bookingActionLabel(a, t), (s) => bookingStatusLabel(s, t)),
            };
          },
        }}
        create={{ label: t('cms.booking.new'), onClick: () => setCreating(true) }}
        exportAs={{
          fileName: 'bookings',
          columns: [
            { header: t('cms.booking.no'), cell: (b) => b.no },
            { header: t('cms.status'), cell: (b) => bookingStatusLabel(b.status, t) },
            { header: t('cms.booking.customer'), cell: (b) => b.customer },
            { header: t('cms.booking.containerNo'), cell: (b) => b.containerNo },
            { header: t('cms.booking.eta'), cell: (b) => b.eta },
            { header: t('cms.booking.slot'), cell: (b) => slotText(b.slot) },
            { header: t('cms.booking.dock'), cell: (b) => b.dock },
            { header: t('cms.booking.qty'), cell: (b) => b.expectedQty },
            { header: t('cms.booking.notice'), cell: (b) => b.noticeNo },
            { header: t('cms.reason'), cell: (b) => b.reason },
            { header: t('cms.createdAt'), cell: (b) => formatDateTime(b.createdAt) },
          ],
        }}
      />
      {creating && (
        <BookingForm
          onClose={() => setCreating(false)}
          onSaved={() => {
            setCreating(false);
            list.current?.reload();
          }}
        />
      )}
    </PageContainer>
  );
}
