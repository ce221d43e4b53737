import { ProFormSelect, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { Col, DatePicker, Form, Input, InputNumber } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { bookingSchema, CONTAINER_MAX, CUSTOMER_MAX, NOTE_MAX, QTY_MAX, SKU_MAX } from '@/domain/cms/schema';
import type { BookingSlot } from '@/domain/cms/machine';
import FormDialog from '@/kits/list/FormDialog';
import FormLines from '@/kits/list/FormLines';
import { schemaRules } from '@/kits/list/schemaRules';
import { cmsApi, type BookingDetail } from '@/services/cms';
import { useCmsMeta } from './useCmsMeta';

interface Values {
  customer?: string;
  containerNo?: string;
  eta?: Dayjs | null;
  slot?: BookingSlot;
  dock?: string;
  note?: string;
  lines: { sku?: string; expected?: number; expiry?: Dayjs | null }[];
}

/** "08-10" as "08:00–10:00". */
export const slotText = (s: string) => s.replace(/^(\d\d)-(\d\d)$/, '$1:00–$2:00');

const day = (d?: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : undefined);

/**
 * A booking keyed in for a customer (phoned or mailed in): the customer, the container, the day,
 * slot and dock, and what comes. A slot already booked at the dock is refused by the server (its
 * message names the booking holding it) and everything typed stays.
 */
export default function BookingForm(props: { onClose: () => void; onSaved: (b: BookingDetail) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const rules = schemaRules(bookingSchema, t);
  const meta = useCmsMeta().data;
  return (
    <FormDialog<Values, BookingDetail>
      name="bookingForm"
      form={form}
      width={820}
      grid
      title={t('cms.booking.new')}
      initialValues={{ lines: [{ expiry: null }], eta: dayjs().add(1, 'day') }}
      onClose={props.onClose}
      submitTestId="booking-save"
      testId="booking-form"
      save={(v) =>
        cmsApi.createBooking({
          customer: v.customer ?? '',
          containerNo: v.containerNo ?? '',
          eta: day(v.eta) ?? '',
          slot: v.slot!,
          dock: v.dock ?? '',
          note: v.note,
          lines: v.lines.map((l) => ({ sku: l.sku ?? '', expected: l.expected!, ...(l.expiry ? { expiry: day(l.expiry) } : {}) })),
        })
      }
      savedText={(b) => t('cms.booking.created', { no: b.no })}
      onSaved={props.onSaved}
    >
      <ProFormText name="customer" label={t('cms.booking.customer')} colProps={{ span: 12 }} rules={rules('customer')} fieldProps={{ maxLength: CUSTOMER_MAX }} />
      <ProFormText name="containerNo" label={t('cms.booking.containerNo')} colProps={{ span: 12 }} rules={rules('containerNo')} fieldProps={{ maxLength: CONTAINER_MAX }} />
      <Col span={8}>
        <Form.Item name="eta" label={t('cms.booking.eta')} rules={rules('eta')}>
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <ProFormSelect name="slot" label={t('cms.booking.slot')} colProps={{ span: 8 }} rules={rules('slot')} options={(meta?.slots ?? []).map((s) => ({ value: s, label: slotText(s) }))} />
      <ProFormSelect
        name="dock"
        label={t('cms.booking.dock')}
        colProps={{ span: 8 }}
        rules={rules('dock')}
        options={(meta?.docks ?? []).map((d) => ({ value: d.code, label: `${d.code} · ${d.name}` }))}
      />
      <ProFormTextArea name="note" label={t('cms.booking.note')} colProps={{ span: 24 }} rules={rules('note')} fieldProps={{ maxLength: NOTE_MAX, rows: 2 }} />
      <Col span={24}>
        <FormLines
          name="lines"
          label={t('cms.booking.lines')}
          newLine={{ expiry: null }}
          addText={t('cms.line.add')}
          removeText={t('cms.line.remove')}
          requiredText={t('cms.lines.required')}
          testId="booking-line"
          line={(f) => (
            <>
              <Col span={10}>
                <Form.Item name={[f.name, 'sku']} rules={rules(['lines', 'sku'])}>
                  <Input placeholder={t('cms.line.sku')} aria-label={t('cms.line.sku')} maxLength={SKU_MAX} />
                </Form.Item>
              </Col>
              <Col span={6}>
                <Form.Item name={[f.name, 'expected']} rules={rules(['lines', 'expected'])}>
                  <InputNumber placeholder={t('cms.line.qty')} aria-label={t('cms.line.qty')} min={1} max={QTY_MAX} precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col span={6}>
                <Form.Item name={[f.name, 'expiry']}>
                  <DatePicker placeholder={t('cms.line.expiry')} aria-label={t('cms.line.expiry')} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
            </>
          )}
        />
      </Col>
    </FormDialog>
  );
}
