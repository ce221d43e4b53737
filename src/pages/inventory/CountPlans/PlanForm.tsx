import { ProFormDependency, ProFormSelect, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { ABC_CLASSES, COUNT_NOTE_MAX, PLAN_KINDS, PLAN_SKUS_MAX, planSchema, type PlanInput } from '@/domain/inventory/count';
import FormDialog from '@/kits/list/FormDialog';
import { schemaRules } from '@/kits/list/schemaRules';
import { countApi, type PlanDetail } from '@/services/count';
import { PLAN_KIND_KEYS } from '../shared/countLabels';
import { useCountMeta } from '../shared/countParts';

const upper = (v?: string) => v?.toUpperCase();

/**
 * A new count plan: what it counts (a zone, a location range, SKUs or an ABC class) and a note;
 * fields checked with the request's schema. The answer names the plan, its tasks and the locations
 * it left out (units allocated or picked there).
 */
export default function PlanForm({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (p: PlanDetail) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PlanInput>();
  const meta = useCountMeta().data;
  const rules = schemaRules(planSchema, t);
  const required = [{ required: true, message: t('inventory.count.form.required') }];
  return (
    <FormDialog<PlanInput, PlanDetail>
      name="countPlanForm"
      form={form}
      open={open}
      title={t('inventory.count.new')}
      initialValues={{ kind: 'zone' }}
      onClose={onClose}
      submitTestId="count-plan-save"
      testId="count-plan-form"
      save={(v) => countApi.create(v)}
      savedText={(p) => t('inventory.count.created', { no: p.no, tasks: p.tasks, skipped: p.skipped })}
      onSaved={onCreated}
    >
      <ProFormSelect
        name="kind"
        label={t('inventory.count.kind')}
        rules={rules('kind')}
        allowClear={false}
        options={PLAN_KINDS.map((k) => ({ value: k, label: t(PLAN_KIND_KEYS[k]) }))}
        fieldProps={{ 'data-testid': 'count-plan-kind' } as Record<string, string>}
      />
      <ProFormDependency name={['kind']}>
        {({ kind }) => (
          <>
            {kind === 'zone' && (
              <ProFormSelect
                name="zone"
                label={t('inventory.count.zone')}
                rules={[...required, ...rules('zone')]}
                options={(meta?.zones ?? []).map((z) => ({ value: z.code, label: `${z.code} · ${z.name}` }))}
                fieldProps={{ showSearch: true, 'data-testid': 'count-plan-zone' } as Record<string, unknown>}
              />
            )}
            {kind === 'range' && (
              <>
                <ProFormText name="from" label={t('inventory.count.from')} rules={[...required, ...rules('from')]} transform={upper} fieldProps={{ placeholder: 'A-01-01-01' }} />
                <ProFormText name="to" label={t('inventory.count.to')} rules={[...required, ...rules('to')]} transform={upper} fieldProps={{ placeholder: 'A-01-05-04' }} />
              </>
            )}
            {kind === 'sku' && (
              <ProFormSelect
                name="skus"
                label={t('inventory.count.skus')}
                rules={[...required, ...rules('skus')]}
                extra={t('inventory.count.skusHint', { max: PLAN_SKUS_MAX })}
                fieldProps={{ mode: 'tags', tokenSeparators: [',', ' '], open: false, 'data-testid': 'count-plan-skus' } as Record<string, unknown>}
              />
            )}
            {kind === 'abc' && (
              <ProFormSelect
                name="abc"
                label={t('inventory.count.abc')}
                rules={[...required, ...rules('abc')]}
                extra={t('inventory.count.abcHint')}
                options={ABC_CLASSES.map((c) => ({ value: c, label: t('inventory.count.abcClass', { abc: c, count: meta?.abc[c] ?? 0 }) }))}
              />
            )}
          </>
        )}
      </ProFormDependency>
      <ProFormTextArea name="note" label={t('inventory.count.note')} rules={rules('note')} fieldProps={{ maxLength: COUNT_NOTE_MAX, rows: 2 }} />
    </FormDialog>
  );
}
