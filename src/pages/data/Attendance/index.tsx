import { PageContainer, type ProColumns } from '@ant-design/pro-components';
import { useMemoizedFn } from 'ahooks';
import { Alert, App, Button, Card, Col, DatePicker, Form, Row, Skeleton, Space, Table, type SelectProps } from 'antd';
import Select from '@/components/Select';
import type { Dayjs } from 'dayjs';
import { memo, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clockInSchema, type ClockIn } from '@/domain/data';
import type { ExportColumn } from '@/kits/list/exportSheet';
import { showSaveError } from '@/kits/list/FormDialog';
import { LIST_CLASS, NOWRAP, TABLE_FITS_CARD } from '@/kits/list/layout';
import ListScreen, { type ListApi } from '@/kits/list/ListScreen';
import { schemaRules } from '@/kits/list/schemaRules';
import BarChart from '@/kits/charts/LazyBarChart';
import { useData, useReference } from '@/query';
import { attendanceApi, attendanceOptions, lastDays, productivityQuery, type Period, type Productivity, type Shift } from '@/services/attendance';
import { formatDateTime } from '@/utils/date';
import { failureText } from '@/utils/request';

type ShiftFilterForm = { userId?: string; position?: string; clockIn?: [Dayjs, Dayjs]; open?: boolean };
const shiftQuery = ({ clockIn, open, ...rest }: ShiftFilterForm): Record<string, string> =>
  Object.fromEntries(
    Object.entries({
      ...rest,
      from: clockIn?.[0]?.startOf('day').toISOString(),
      to: clockIn?.[1]?.endOf('day').toISOString(),
      open: open ? 'true' : undefined,
    }).filter(([, v]) => v !== undefined && v !== ''),
  ) as Record<string, string>;
/** The filter bar's values as the shift query (one function: the list's props stay the same). */
const toShiftQuery = (values: Record<string, unknown>) => shiftQuery(values as ShiftFilterForm);

/**
 * The workers and stations the clock form and the shift filters offer: one request for the four
 * selects, whose answer renders the selects alone (not the page, its chart and its list).
 */
function useAttendanceOptions() {
  const { data, loading } = useReference(attendanceOptions);
  const workers = (data?.workers ?? []).map((w) => ({ value: w.id, label: w.name }));
  const stations = (data?.positions ?? []).map((p) => ({ value: p.code, label: `${p.code} · ${p.name}` }));
  return { workers, stations, loading };
}

function WorkerSelect(props: SelectProps) {
  const { workers, loading } = useAttendanceOptions();
  return <Select showSearch optionFilterProp="label" options={workers} loading={loading} {...props} />;
}

function StationSelect(props: SelectProps) {
  const { stations, loading } = useAttendanceOptions();
  return <Select showSearch optionFilterProp="label" options={stations} loading={loading} {...props} />;
}

/** Clocking a worker in at a station, or out again; `onClocked` after a clock that the server took. */
const ClockCard = memo(function ClockCard({ onClocked }: { onClocked: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<ClockIn>();
  const rules = schemaRules(clockInSchema, t);
  const [busy, setBusy] = useState<'in' | 'out'>();

  const clock = async (direction: 'in' | 'out') => {
    const values = await form.validateFields(direction === 'in' ? ['userId', 'position'] : ['userId']).catch(() => undefined);
    if (!values) return;
    setBusy(direction);
    try {
      const shift = direction === 'in' ? await attendanceApi.clockIn(values as ClockIn) : await attendanceApi.clockOut(values.userId);
      message.success(direction === 'in' ? t('data.attendance.clockedIn', { worker: shift.worker, station: shift.position }) : t('data.attendance.clockedOut', { worker: shift.worker, hours: shift.hours }));
      onClocked();
    } catch (e) {
      showSaveError(e, form, (text) => message.error(text), failureText(e));
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <Card title={t('data.attendance.clock')} data-testid="attendance-clock">
      <Form form={form} layout="vertical" requiredMark={false}>
        <Form.Item name="userId" label={t('data.attendance.worker')} rules={rules('userId')}>
          <WorkerSelect data-testid="clock-worker" />
        </Form.Item>
        <Form.Item name="position" label={t('data.attendance.station')} rules={rules('position')}>
          <StationSelect data-testid="clock-station" />
        </Form.Item>
        <Space wrap>
          <Button type="primary" loading={busy === 'in'} onClick={() => clock('in')} data-testid="clock-in">
            {t('data.attendance.clockInAction')}
          </Button>
          <Button loading={busy === 'out'} onClick={() => clock('out')} data-testid="clock-out">
            {t('data.attendance.clockOutAction')}
          </Button>
        </Space>
      </Form>
    </Card>
  );
});

/** Each worker's productivity over a period, in a table and a chart; asked again when `clocks` changes. */
const ProductivityCard = memo(function ProductivityCard({ clocks }: { clocks: number }) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<Period>(() => lastDays(30));
  const productivity = useData(...productivityQuery(period, clocks));
  const columns = [
    { title: t('data.attendance.worker'), dataIndex: 'worker' },
    { title: t('data.attendance.hours'), dataIndex: 'hours', align: 'right' as const },
    { title: t('data.attendance.picks'), dataIndex: 'picks', align: 'right' as const },
    { title: t('data.attendance.received'), dataIndex: 'received', align: 'right' as const },
    { title: t('data.attendance.counts'), dataIndex: 'counts', align: 'right' as const },
    { title: t('data.attendance.picksPerHour'), dataIndex: 'picksPerHour', align: 'right' as const },
  ];
  const rows = productivity.data?.list;
  return (
    <Card
      title={t('data.attendance.productivity')}
      data-testid="attendance-productivity"
      extra={<DatePicker.RangePicker allowClear={false} value={period} onChange={(v) => v?.[0] && v[1] && setPeriod([v[0].startOf('day'), v[1].endOf('day')])} aria-label={t('data.attendance.period')} />}
    >
      {productivity.error ? (
        <Alert type="error" showIcon message={failureText(productivity.error)} action={<a onClick={productivity.refresh}>{t('common.retry')}</a>} />
      ) : (
        <>
          <Table<Productivity> size="small" rowKey="id" loading={productivity.loading && !rows} dataSource={rows} pagination={false} className={LIST_CLASS} {...TABLE_FITS_CARD} data-testid="productivity-table" columns={columns} />
          <div style={{ marginTop: 16, minHeight: 250 }}>
            {rows ? (
              <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
                <BarChart
                  testId="productivity-chart"
                  title={t('data.attendance.chart')}
                  data={rows.flatMap((r) => [
                    { x: r.worker, y: r.picks, series: t('data.attendance.picks') },
                    { x: r.worker, y: r.received, series: t('data.attendance.received') },
                    { x: r.worker, y: r.counts, series: t('data.attendance.counts') },
                  ])}
                />
              </Suspense>
            ) : (
              <Skeleton active paragraph={{ rows: 4 }} />
            )}
          </div>
        </>
      )}
    </Card>
  );
});

/**
 * Attendance (menu 403): clocking in and out at a station, shifts with hours, and each worker's
 * productivity from the ledger's records of who did what. The clock card, productivity card and
 * shift list each render on their own answer, so a slow one holds back none of the others.
 */
export default function Attendance() {
  const { t } = useTranslation();
  const list = useRef<ListApi<Shift>>();
  const [clocks, setClocks] = useState(0);
  const onClocked = useMemoizedFn(() => {
    list.current?.reload();
    setClocks((n) => n + 1);
  });

  const filters = [
    <Form.Item key="userId" name="userId" label={t('data.attendance.worker')}>
      <WorkerSelect allowClear />
    </Form.Item>,
    <Form.Item key="position" name="position" label={t('data.attendance.station')}>
      <StationSelect allowClear />
    </Form.Item>,
    <Form.Item key="clockIn" name="clockIn" label={t('data.attendance.clockIn')}>
      <DatePicker.RangePicker style={{ width: '100%' }} placeholder={[t('filter.dateFrom'), t('filter.dateTo')]} />
    </Form.Item>,
    <Form.Item key="open" name="open" label={t('data.attendance.state')}>
      <Select allowClear options={[{ value: true, label: t('data.attendance.openOnly') }]} />
    </Form.Item>,
  ];

  const columns: ProColumns<Shift>[] = [
    { title: t('data.attendance.worker'), dataIndex: 'worker', render: (_, s) => <span data-testid={`shift-worker-${s.id}`}>{s.worker}</span> },
    { title: t('data.attendance.station'), dataIndex: 'position', render: (_, s) => `${s.position} · ${s.positionName}` },
    { title: t('data.attendance.clockIn'), dataIndex: 'clockIn', className: NOWRAP, render: (_, s) => formatDateTime(s.clockIn) },
    { title: t('data.attendance.clockOut'), dataIndex: 'clockOut', className: NOWRAP, render: (_, s) => (s.clockOut ? formatDateTime(s.clockOut) : t('data.attendance.onShift')) },
    { title: t('data.attendance.hours'), dataIndex: 'hours', align: 'right' },
  ];
  const exportAs = {
    fileName: 'attendance',
    columns: [
      { header: t('data.attendance.worker'), cell: (s) => s.worker },
      { header: t('data.attendance.station'), cell: (s) => s.position },
      { header: t('data.attendance.clockIn'), cell: (s) => formatDateTime(s.clockIn) },
      { header: t('data.attendance.clockOut'), cell: (s) => (s.clockOut ? formatDateTime(s.clockOut) : '') },
      { header: t('data.attendance.hours'), cell: (s) => s.hours },
    ] satisfies ExportColumn<Shift>[],
  };

  return (
    <PageContainer>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={9}>
          <ClockCard onClocked={onClocked} />
        </Col>
        <Col xs={24} lg={15}>
          <ProductivityCard clocks={clocks} />
        </Col>
        <Col xs={24}>
          <ListScreen<Shift>
            name="shifts"
            listRef={list}
            columnsKey="attendance-shifts"
            columns={columns}
            fetch={attendanceApi.shifts}
            filters={filters}
            toQuery={toShiftQuery}
            exportAs={exportAs}
          />
        </Col>
      </Row>
    </PageContainer>
  );
}
