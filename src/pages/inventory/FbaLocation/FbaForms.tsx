import { ProFormDigit, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { fbaReleaseSchema, fbaStageSchema, REASON_MAX, type FbaStockRow } from '@/domain/relocate';
import FormDialog from '@/kits/list/FormDialog';
import { schemaRules } from '@/kits/list/schemaRules';
import { useData } from '@/query';
import { fbaApi, type FbaReleaseInput, type FbaStageInput } from '@/services/relocate';

const testIds = (id: string) => ({ 'data-testid': id }) as Record<string, string>;

/** Stages units from a shelf onto an FBA location for a shipment (they are held for it). */
export function StageDialog({ open, onClose, onSaved }: { open: boolean; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const rules = schemaRules(fbaStageSchema, t);
  // asked anew at each opening: a location's status may have changed since
  const locations = useData(['fba-locations'], fbaApi.locations, { enabled: open, freshMs: 0 });
  return (
    <FormDialog<FbaStageInput, { no: string }>
      name="fbaStage"
      open={open}
      title={t('inventory.fba.stage')}
      onClose={onClose}
      testId="fba-stage-form"
      submitTestId="fba-stage-save"
      save={(v) => fbaApi.stage(v)}
      savedText={(r) => t('inventory.fba.staged', { no: r.no })}
      onSaved={onSaved}
    >
      <ProFormText name="shipment" label={t('inventory.fba.shipment')} rules={rules('shipment')} fieldProps={testIds('fba-shipment')} />
      <ProFormText name="from" label={t('inventory.fba.from')} rules={rules('from')} fieldProps={testIds('fba-from')} />
      <ProFormText name="sku" label={t('inventory.fba.sku')} rules={rules('sku')} fieldProps={testIds('fba-sku')} />
      <ProFormDigit name="qty" label={t('inventory.fba.qty')} min={1} fieldProps={{ precision: 0, ...testIds('fba-qty') }} rules={rules('qty')} />
      <ProFormSelect
        name="to"
        label={t('inventory.fba.location')}
        rules={rules('to')}
        options={(locations.data ?? []).map((l) => ({ value: l.code, label: l.code, disabled: l.status !== 'active' }))}
        fieldProps={{ loading: open && locations.loading, ...testIds('fba-to') }}
      />
    </FormDialog>
  );
}

/** Gives staged units of a shipment back to a shelf, with a reason. */
export function ReleaseDialog({ row, onClose, onSaved }: { row?: FbaStockRow; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const rules = schemaRules(fbaReleaseSchema, t);
  return (
    <FormDialog<FbaReleaseInput, { no: string }>
      name="fbaRelease"
      open={!!row}
      title={row ? t('inventory.fba.releaseTitle', { shipment: row.shipment, sku: row.sku, qty: row.qty }) : ''}
      initialValues={{ qty: row?.qty }}
      onClose={onClose}
      testId="fba-release-form"
      submitTestId="fba-release-save"
      save={(v) => fbaApi.release(row!.id, v)}
      savedText={(r) => t('inventory.fba.released', { no: r.no })}
      onSaved={onSaved}
    >
      <ProFormDigit name="qty" label={t('inventory.fba.qty')} min={1} max={row?.qty} fieldProps={{ precision: 0 }} rules={rules('qty')} />
      <ProFormText name="to" label={t('inventory.fba.releaseTo')} rules={rules('to')} />
      <ProFormText name="reason" label={t('inventory.fba.reason')} rules={rules('reason')} fieldProps={{ maxLength: REASON_MAX }} />
    </FormDialog>
  );
}
