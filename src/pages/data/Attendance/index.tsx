import { PageContainer, type ProColumns } from '@ant-design/pro-components';
import { useRequest } from 'ahooks';
import { Alert, App, Button, Card, Col, DatePicker, Form, Row, Select, Skeleton, Space, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clockInSchema, type ClockIn } from '@/domain/data';
import type { ExportColumn } from '@/kits/list/exportSheet';
import { showSaveError } from '@/kits/list/FormDialog';
import { NOWRAP } from '@/kits/list/layout';
import ListScreen, { type ListApi } from '@/kits/list/ListScreen';
import { schemaRules } from '@/kits/list/schemaRules';
import { settleLazy } from '@/utils/lazyRoutes';
import { attendanceApi, type Productivity, type Shift } from '@/services/attendance';
import { formatDateTime } from '@/utils/date';
import { failureText } from '@/utils/request';

/** The chart kit: its own chunk, never in this page's first load. */
const BarChart = lazy(() => import('@/kits/charts/BarChart'));
/*
 * Fetched and run as soon as this module is: the route prefetch runs the menu's page modules when
 * the browser is idle (components/RoutePrefetch), so the first visit neither fetches the chart kit
 * (~150 KB gzip) nor suspends for it after its figures arrive (docs/benchmarks.md, 2026-11-27).
 */
void settleLazy(BarChart);

type Range = [Dayjs, Dayjs];
const lastDays = (n: number): Range => [dayjs().subtract(n, 'day').startOf('day'), dayjs().endOf('day')];

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

/**
 * Attendance (menu 403): workers clock in at a station (a position of the master data) and out
 * again; their shifts with the hours; and each worker's productivity over a period — hours
 * clocked, pick lines, units received and count adjustments, read from the ledger's records of
 * who did what — in a table and a chart.
 */
export default function Attendance() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<ClockIn>();
  const rules = schemaRules(clockInSchema, t);
  const list = useRef<ListApi<Shift>>();
  const [busy, setBusy] = useState<'in' | 'out'>();
  const [period, setPeriod] = useState<Range>(() => lastDays(30));
  const options = useRequest(attendanceApi.options);
  const productivity = useRequest(() => attendanceApi.productivity(period[0].toISOString(), period[1].toISOString()), { refreshDeps: [period] });

  const workers = useMemo(() => (options.data?.workers ?? []).map((w) => ({ value: w.id, label: w.name })), [options.data]);
  const stations = useMemo(() => (options.data?.positions ?? []).map((p) => ({ value: p.code, label: `${p.code} · ${p.name}` })), [options.data]);

  const clock = async (direction: 'in' | 'out') => {
    const values = await form.validateFields(direction === 'in' ? ['userId', 'position'] : ['userId']).catch(() => undefined);
    if (!values) return;
    setBusy(direction);
    try {
      const shift = direction === 'in' ? await attendanceApi.clockIn(values as ClockIn) : await attendanceApi.clockOut(values.userId);
      message.success(direction === 'in' ? t('data.attendance.clockedIn', { worker: shift.worker, station: shift.position }) : t('data.attendance.clockedOut', { worker: shift.worker, hours: shift.hours }));
      list.current?.reload();
      productivity.refresh();
    } catch (e) {
      showSaveError(e, form, (text) => message.error(text), failureText(e));
    } finally {
      setBusy(undefined);
    }
  };

  const filters = useMemo(
    () => [
      <Form.Item key="userId" name="userId" label={t('data.attendance.worker')}>
        <Select allowClear showSearch optionFilterProp="label" options={workers} />
      </Form.Item>,
      <Form.Item key="position" name="position" label={t('data.attendance.station')}>
        <Select allowClear showSearch optionFilterProp="label" options={stations} />
      </Form.Item>,
      <Form.Item key="clockIn" name="clockIn" label={t('data.attendance.clockIn')}>
        <DatePicker.RangePicker style={{ width: '100%' }} placeholder={[t('filter.dateFrom'), t('filter.dateTo')]} />
      </Form.Item>,
      <Form.Item key="open" name="open" label={t('data.attendance.state')}>
        <Select allowClear options={[{ value: true, label: t('data.attendance.openOnly') }]} />
      </Form.Item>,
    ],
    [t, workers, stations],
  );

  const columns = useMemo(
    (): ProColumns<Shift>[] => [
      { title: t('data.attendance.worker'), dataIndex: 'worker', render: (_, s) => <span data-testid={`shift-worker-${s.id}`}>{s.worker}</span> },
      { title: t('data.attendance.station'), dataIndex: 'position', render: (_, s) => `${s.position} · ${s.positionName}` },
      { title: t('data.attendance.clockIn'), dataIndex: 'clockIn', className: NOWRAP, render: (_, s) => formatDateTime(s.clockIn) },
      { title: t('data.attendance.clockOut'), dataIndex: 'clockOut', className: NOWRAP, render: (_, s) => (s.clockOut ? formatDateTime(s.clockOut) : t('data.attendance.onShift')) },
      { title: t('data.attendance.hours'), dataIndex: 'hours', align: 'right' },
    ],
    [t],
  );
  const exportColumns = useMemo(
    (): ExportColumn<Shift>[] => [
      { header: t('data.attendance.worker'), cell: (s) => s.worker },
      { header: t('data.attendance.station'), cell: (s) => s.position },
      { header: t('data.attendance.clockIn'), cell: (s) => formatDateTime(s.clockIn) },
      { header: t('data.attendance.clockOut'), cell: (s) => (s.clockOut ? formatDateTime(s.clockOut) : '') },
      { header: t('data.attendance.hours'), cell: (s) => s.hours },
    ],
    [t],
  );

  const rows = productivity.data?.list;
  return (
    <PageContainer>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={9}>
          <Card title={t('data.attendance.clock')} data-testid="attendance-clock">
            <Form form={form} layout="vertical" requiredMark={false}>
              <Form.Item name="userId" label={t('data.attendance.worker')} rules={rules('userId')}>
                <Select showSearch optionFilterProp="label" options={workers} loading={options.loading} data-testid="clock-worker" />
              </Form.Item>
              <Form.Item name="position" label={t('data.attendance.station')} rules={rules('position')}>
                <Select showSearch optionFilterProp="label" options={stations} loading={options.loading} data-testid="clock-station" />
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
        </Col>
        <Col xs={24} lg={15}>
          <Card
            title={t('data.attendance.productivity')}
            data-testid="attendance-productivity"
            extra={<DatePicker.RangePicker allowClear={false} value={period} onChange={(v) => v?.[0] && v[1] && setPeriod([v[0].startOf('day'), v[1].endOf('day')])} aria-label={t('data.attendance.period')} />}
          >
            {productivity.error ? (
              <Alert type="error" showIcon message={failureText(productivity.error)} action={<a onClick={productivity.refresh}>{t('common.retry')}</a>} />
            ) : (
              <>
                <Table<Productivity>
                  size="small"
                  rowKey="id"
                  loading={productivity.loading && !rows}
                  dataSource={rows}
                  pagination={false}
                  scroll={{ x: true }}
                  data-testid="productivity-table"
                  columns={[
                    { title: t('data.attendance.worker'), dataIndex: 'worker' },
                    { title: t('data.attendance.hours'), dataIndex: 'hours', align: 'right' },
                    { title: t('data.attendance.picks'), dataIndex: 'picks', align: 'right' },
                    { title: t('data.attendance.received'), dataIndex: 'received', align: 'right' },
                    { title: t('data.attendance.counts'), dataIndex: 'counts', align: 'right' },
                    { title: t('data.attendance.picksPerHour'), dataIndex: 'picksPerHour', align: 'right' },
                  ]}
                />
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
        </Col>
        <Col xs={24}>
          <ListScreen<Shift>
            name="shifts"
            listRef={list}
            columnsKey="attendance-shifts"
            columns={columns}
            fetch={attendanceApi.shifts}
            filters={filters}
            toQuery={(v) => shiftQuery(v as ShiftFilterForm)}
            exportAs={{ fileName: 'attendance', columns: exportColumns }}
          />
        </Col>
      </Row>
    </PageContainer>
  );
}
