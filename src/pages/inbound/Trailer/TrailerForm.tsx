import { ProFormDigit, ProFormSelect, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { DatePicker, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { CONTAINER_MAX, NOTE_MAX, PARCELS_MAX, trailerSchema } from '@/domain/inbound/schema';
import FormDialog from '@/kits/list/FormDialog';
import { schemaRules } from '@/kits/list/schemaRules';
import { carrierLabel } from '@/pages/outbound/shared/carriers';
import { inboundApi, type InboundMeta, type TrailerDetail, type TrailerInput, type TrailerRow } from '@/services/inbound';

/**
 * Creates a trailer, or edits one still expected: plate or number, carrier (the dictionary's, named
 * in the page's language; a carrier since disabled stays offered to the trailer that has it), ETA,
 * expected parcels, note. Rules from the request's schema (trailerSchema).
 */
export default function TrailerForm({ trailer, meta, onClose, onSaved }: { trailer?: TrailerRow; meta?: InboundMeta; onClose: () => void; onSaved: (t: TrailerDetail) => void }) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<TrailerInput>();
  const rules = schemaRules(trailerSchema, t);
  const carriers = (meta?.carriers ?? []).filter((c) => c.enabled || c.code === trailer?.carrier);
  return (
    <FormDialog<TrailerInput, TrailerDetail>
      name="trailerForm"
      form={form}
      title={trailer ? t('inbound.trailer.editTitle', { no: trailer.no }) : t('inbound.trailer.new')}
      initialValues={trailer ? { trailerNo: trailer.trailerNo, carrier: trailer.carrier, eta: trailer.eta.slice(0, 10), expectedParcels: trailer.expectedParcels, note: trailer.note } : { eta: dayjs().format('YYYY-MM-DD'), expectedParcels: 0 }}
      onClose={onClose}
      submitTestId="trailer-save"
      testId="trailer-form"
      save={(v) => (trailer ? inboundApi.updateTrailer(trailer.id, v) : inboundApi.createTrailer(v))}
      savedText={(r) => (trailer ? t('inbound.trailer.saved', { no: r.no }) : t('inbound.trailer.created', { no: r.no }))}
      onSaved={onSaved}
    >
      <ProFormText name="trailerNo" label={t('inbound.trailer.plate')} rules={rules('trailerNo')} fieldProps={{ maxLength: CONTAINER_MAX, ...({ 'data-testid': 'trailer-plate' } as Record<string, string>) }} />
      <ProFormSelect
        name="carrier"
        label={t('inbound.trailer.carrier')}
        rules={rules('carrier')}
        options={carriers.map((c) => ({ value: c.code, label: carrierLabel(c, i18n.language) }))}
        fieldProps={{ showSearch: true, optionFilterProp: 'label', 'data-testid': 'trailer-carrier' } as Record<string, unknown>}
      />
      {/* the form holds the date as the request's YYYY-MM-DD text: the schema's rule checks it */}
      <Form.Item
        name="eta"
        label={t('inbound.trailer.eta')}
        rules={rules('eta')}
        getValueProps={(v?: string) => ({ value: v ? dayjs(v) : undefined })}
        normalize={(d?: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : undefined)}
      >
        <DatePicker style={{ width: '100%' }} data-testid="trailer-eta" />
      </Form.Item>
      <ProFormDigit name="expectedParcels" label={t('inbound.trailer.expectedParcels')} rules={rules('expectedParcels')} min={0} max={PARCELS_MAX} fieldProps={{ precision: 0, 'data-testid': 'trailer-parcels' } as Record<string, unknown>} />
      <ProFormTextArea name="note" label={t('inbound.trailer.note')} rules={rules('note')} fieldProps={{ maxLength: NOTE_MAX, rows: 2 }} />
    </FormDialog>
  );
}
