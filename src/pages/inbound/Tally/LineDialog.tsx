import { Form, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { tallyLineSchema } from '@/domain/inbound/schema';
import FormDialog from '@/kits/list/FormDialog';
import { schemaRules } from '@/kits/list/schemaRules';
import type { DictionaryName, NoticeDetail } from '@/services/inbound';
import { differs } from '../shared/scanWork';

export interface LineValues {
  good: number;
  damaged: number;
  reason?: string;
}

/**
 * A tally line by hand: good and damaged units, and a reason from the dictionary when the counts
 * differ from the notice (the server refuses the same, and its message shows here).
 */
export default function LineDialog({
  line,
  reasons,
  onClose,
  save,
  onSaved,
  afterClose,
}: {
  line?: NoticeDetail['lines'][number];
  reasons?: DictionaryName[];
  onClose: () => void;
  /** Sends the values; rejects with the server's refusal. */
  save: (values: LineValues) => Promise<unknown>;
  onSaved: () => void;
  afterClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const rules = schemaRules(tallyLineSchema, t);
  const [form] = Form.useForm<LineValues>();
  const good = Form.useWatch('good', form);
  const damaged = Form.useWatch('damaged', form);
  const reasonNeeded = !!line && !line.reason && differs({ expected: line.expected, good: good ?? 0, damaged: damaged ?? 0 });
  const name = (r: DictionaryName) => (i18n.language === 'zh' ? r.nameZh : r.nameEn);
  return (
    <FormDialog<LineValues>
      name="tallyLine"
      form={form}
      open={!!line}
      title={line ? t('inbound.tally.setLineTitle', { sku: line.sku, expected: line.expected }) : ''}
      width={420}
      initialValues={line && { good: line.good, damaged: line.damaged, reason: line.reason }}
      onClose={onClose}
      afterClose={afterClose}
      save={save}
      savedText={() => t('inbound.tally.lineSaved', { sku: line?.sku ?? '' })}
      onSaved={onSaved}
      submitTestId="tally-line-save"
      testId="tally-line-dialog"
    >
      <Form.Item name="good" label={t('inbound.tally.good')} rules={rules('good')}>
        <InputNumber min={0} precision={0} style={{ width: '100%' }} data-testid="tally-line-good" />
      </Form.Item>
      <Form.Item name="damaged" label={t('inbound.tally.damaged')} rules={rules('damaged')}>
        <InputNumber min={0} precision={0} style={{ width: '100%' }} data-testid="tally-line-damaged" />
      </Form.Item>
      <Form.Item
        name="reason"
        label={t('inbound.tally.reason')}
        required={reasonNeeded}
        extra={line?.reason ? undefined : t('inbound.tally.reasonHint')}
        dependencies={['good', 'damaged']}
        rules={[
          ...rules('reason'),
          {
            validator: async (_, v: unknown) => {
              if (reasonNeeded && !v) throw new Error(t('inbound.tally.reasonRequired'));
            },
          },
        ]}
      >
        <Select
          allowClear
          placeholder={t('inbound.tally.reasonPlaceholder')}
          options={(reasons ?? []).filter((r) => r.enabled || r.code === line?.reason).map((r) => ({ value: r.code, label: name(r) }))}
          data-testid="tally-line-reason"
        />
      </Form.Item>
    </FormDialog>
  );
}
