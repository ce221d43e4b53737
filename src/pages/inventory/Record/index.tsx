import type { ProColumns } from '@ant-design/pro-components';
import { Link } from '@umijs/max';
import { DatePicker, Form, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { ExportColumn } from '@/kits/list/exportSheet';
import { NOWRAP } from '@/kits/list/layout';
import { inventoryApi, type RecordRow } from '@/services/inventory';
import { DATE_FORMATS, formatDateTime } from '@/utils/date';
import { Delta, locationFilter, Readable, RecordTypeTag, skuFilter, textFilter } from '../shared/cells';
import { docScreen, docTypeLabel, RECORD_TYPE_KEYS, RECORD_TYPES, recordTypeLabel } from '../shared/labels';
import { recordFiltersFromUrl, recordQuery, signed, type RecordFilters } from '../shared/query';
import UrlList from '../shared/UrlList';

type Quantity = keyof RecordRow['delta'];
const QUANTITY_KEYS = { onHand: 'inventory.onHand', allocated: 'inventory.allocated', picked: 'inventory.picked', hold: 'inventory.hold' } as const satisfies Record<
  Quantity,
  string
>;
const QUANTITIES = Object.keys(QUANTITY_KEYS) as Quantity[];

/** The range picker's whole minutes: a range's end takes its last second. */
const RANGE_TIME = { format: 'HH:mm', defaultValue: [dayjs('00:00', 'HH:mm'), dayjs('23:59', 'HH:mm')] };

/**
 * The movement journal, newest first: one line per stock row an operation changed, with its document,
 * signed quantity changes, on hand after, who and why. Filters come from the address so the location
 * screen's rows can link here.
 */
export default function Record() {
  return <RecordList name="inventory-records" fetch={inventoryApi.records} />;
}

/** The journal list itself: the FBA record screen (522) shows the FBA locations' records with it. */
export function RecordList({ name, fetch }: { name: string; fetch: typeof inventoryApi.records }) {
  const { t } = useTranslation();

  const filters = [
    <Form.Item key="type" name="type" label={t('inventory.record.type')}>
      <Select mode="multiple" allowClear maxTagCount="responsive" options={RECORD_TYPES.map((k) => ({ value: k, label: t(RECORD_TYPE_KEYS[k]) }))} />
    </Form.Item>,
    textFilter('docNo', t('inventory.record.docNo'), t('filter.input'), true),
    skuFilter(t),
    locationFilter(t),
    textFilter('lpn', t('inventory.lpn'), t('filter.input'), true),
    textFilter('operator', t('inventory.record.operator'), t('filter.input')),
    <Form.Item key="at" name="at" label={t('inventory.record.time')}>
      <DatePicker.RangePicker
        style={{ width: '100%' }}
        showTime={RANGE_TIME}
        format={`${DATE_FORMATS.zh.date} HH:mm`}
        allowEmpty={[true, true]}
        placeholder={[t('filter.dateFrom'), t('filter.dateTo')]}
      />
    </Form.Item>,
  ];

  const columns: ProColumns<RecordRow>[] = [
    { title: t('inventory.record.time'), dataIndex: 'at', className: NOWRAP, render: (_, r) => formatDateTime(r.at) },
    { title: t('inventory.record.type'), dataIndex: 'type', render: (_, r) => <RecordTypeTag type={r.type} /> },
    {
      title: t('inventory.record.document'),
      dataIndex: 'docNo',
      render: (_, r) => {
        const screen = docScreen(r.docType);
        const text = `${docTypeLabel(r.docType, t)} ${r.docNo}`;
        return screen ? (
          <Link to={screen} title={t('inventory.doc.open')}>
            {text}
          </Link>
        ) : (
          text
        );
      },
    },
    { title: t('inventory.sku'), dataIndex: 'sku', className: NOWRAP },
    { title: t('inventory.location'), dataIndex: 'location', className: NOWRAP },
    // one group: its columns named by the quantity alone
    {
      title: t('inventory.record.delta'),
      key: 'delta',
      children: QUANTITIES.map((q): ProColumns<RecordRow> => ({ title: t(QUANTITY_KEYS[q]), key: `delta-${q}`, align: 'right', render: (_, r) => <Delta n={r.delta[q]} /> })),
    },
    { title: t('inventory.record.afterOnHand'), key: 'after', align: 'right', render: (_, r) => r.after.onHand },
    { title: t('inventory.record.operator'), dataIndex: 'operator' },
    { title: t('inventory.record.reason'), dataIndex: 'reason', render: (_, r) => (r.reason ? <Readable em={10}>{r.reason}</Readable> : '—') },
    // what identifies the stock further, after who and why (in view first at 1280–1440 px)
    { title: t('inventory.lpn'), dataIndex: 'lpn', render: (_, r) => r.lpn || '—' },
    { title: t('inventory.lot'), dataIndex: 'lot', render: (_, r) => r.lot || '—' },
  ];

  const exportColumns: ExportColumn<RecordRow>[] = [
    { header: t('inventory.record.time'), cell: (r) => formatDateTime(r.at) },
    { header: t('inventory.record.type'), cell: (r) => recordTypeLabel(r.type, t) },
    { header: t('inventory.record.document'), cell: (r) => `${docTypeLabel(r.docType, t)} ${r.docNo}` },
    { header: t('inventory.sku'), cell: (r) => r.sku },
    { header: t('inventory.location'), cell: (r) => r.location },
    { header: t('inventory.lpn'), cell: (r) => r.lpn ?? '' },
    { header: t('inventory.lot'), cell: (r) => r.lot ?? '' },
    ...QUANTITIES.map((q): ExportColumn<RecordRow> => ({ header: t('inventory.record.deltaOf', { quantity: t(QUANTITY_KEYS[q]) }), cell: (r) => signed(r.delta[q]) })),
    { header: t('inventory.record.afterOnHand'), cell: (r) => r.after.onHand },
    { header: t('inventory.record.operator'), cell: (r) => r.operator },
    { header: t('inventory.record.reason'), cell: (r) => r.reason ?? '' },
  ];

  return (
    <UrlList<RecordRow, RecordFilters>
      name={name}
      columns={columns}
      fetch={fetch}
      filters={filters}
      fromUrl={recordFiltersFromUrl}
      toQuery={recordQuery}
      exportAs={{ fileName: name, columns: exportColumns }}
    />
  );
}
