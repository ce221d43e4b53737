import { Col, Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { relocationSchema, type RelocationInput, type RelocationRow } from '@/domain/relocate';
import FormDialog from '@/kits/list/FormDialog';
import { schemaRules } from '@/kits/list/schemaRules';
import { relocateApi } from '@/services/relocate';

type Values = Partial<Pick<RelocationInput, 'from' | 'sku' | 'lot' | 'qty' | 'to' | 'reason'>>;

/** Empty texts left out (an empty lot or target is none: the target is then suggested). */
const body = (v: Values): RelocationInput => {
  const texts = Object.fromEntries((['from', 'sku', 'lot', 'to', 'reason'] as const).flatMap((k) => (v[k]?.trim() ? [[k, v[k]!.trim()]] : [])));
  return { ...texts, qty: v.qty, emergency: true } as RelocationInput;
};

/** A code emptied is none (the schema takes no empty code: an optional one is left out). */
const none = (v?: string) => v || undefined;

/**
 * A relocation planned by hand (436, 575): source, SKU or barcode, lot, quantity, target (empty:
 * suggested) and reason; rules from relocationSchema. Nothing moves until the source side takes it out.
 */
export default function RelocationForm({ onClose, onCreated }: { onClose: () => void; onCreated: (r: RelocationRow) => void }) {
  const { t } = useTranslation();
  const rules = schemaRules(relocationSchema, t);
  const half = { xs: 24, sm: 12 };
  /** A code typed or scanned (a location, a SKU, a lot); emptied, it is none (a required one: "required"). */
  const code = (name: 'from' | 'sku' | 'lot' | 'to', label: string, extra?: string) => (
    <Col {...half}>
      <Form.Item name={name} label={label} rules={rules(name)} extra={extra} normalize={none}>
        <Input autoComplete="off" data-testid={`relocation-form-${name}`} />
      </Form.Item>
    </Col>
  );
  return (
    <FormDialog<Values, RelocationRow>
      // ids prefixed (relocationForm_sku): the list's filter form has a #sku too
      name="relocationForm"
      title={t('relocate.form.title')}
      width={640}
      grid
      initialValues={{ qty: 1 }}
      onClose={onClose}
      save={(v) => relocateApi.plan(body(v))}
      savedText={(r) => t('relocate.form.created', { no: r.no, qty: r.qty, sku: r.sku, from: r.from, to: r.to })}
      onSaved={onCreated}
      submitTestId="relocation-form-save"
      testId="relocation-form"
    >
      {code('from', t('relocate.from'))}
      {code('sku', t('relocate.form.sku'))}
      {code('lot', t('relocate.form.lot'), t('relocate.form.lotHint'))}
      <Col {...half}>
        <Form.Item name="qty" label={t('relocate.qty')} rules={rules('qty')}>
          <InputNumber precision={0} style={{ width: '100%' }} data-testid="relocation-form-qty" />
        </Form.Item>
      </Col>
      {code('to', t('relocate.to'), t('relocate.form.toHint'))}
      <Col xs={24}>
        <Form.Item name="reason" label={t('relocate.reason')} rules={rules('reason')}>
          <Input.TextArea rows={2} data-testid="relocation-form-reason" />
        </Form.Item>
      </Col>
    </FormDialog>
  );
}
