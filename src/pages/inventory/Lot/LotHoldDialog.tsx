import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOLD_REASON_MAX, lotHoldSchema, type LotAction, type LotHoldInput } from '@/domain/inventory';
import FormDialog from '@/kits/list/FormDialog';
import { schemaRules } from '@/kits/list/schemaRules';
import { inventoryApi, type LotHoldResult } from '@/services/inventory';

const WORDS = {
  hold: { title: 'inventory.lot.holdTitle', what: 'inventory.lot.holdWhat', done: 'inventory.lot.holdDone' },
  release: { title: 'inventory.lot.releaseTitle', what: 'inventory.lot.releaseWhat', done: 'inventory.lot.releaseDone' },
} as const satisfies Record<LotAction, Record<string, string>>;

/**
 * Holds every available unit of a lot at every location (or releases the lot's quality holds) with
 * one reason: one hold document; the server refuses the whole request when a row cannot change.
 */
export default function LotHoldDialog({ action, lot, sku, units, onClose, onDone }: { action: LotAction; lot: string; sku?: string; units: number; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const rules = schemaRules(lotHoldSchema, t);
  const words = WORDS[action];
  return (
    <FormDialog<Pick<LotHoldInput, 'reason'>, LotHoldResult>
      name="lotHoldForm"
      testId="lot-hold-dialog"
      submitTestId="lot-hold-save"
      title={t(words.title, { lot })}
      onClose={onClose}
      save={(v) => inventoryApi.holdLot(action, { lot, ...(sku ? { sku } : {}), reason: v.reason.trim() })}
      savedText={(r) => t(words.done, { count: r.qty, rows: r.rows.length, lot: r.lot, no: r.no })}
      onSaved={onDone}
    >
      <Alert type={action === 'hold' ? 'warning' : 'info'} showIcon style={{ marginBlockEnd: 16 }} message={t(words.what, { count: units, lot })} />
      <Form.Item name="reason" label={t('inventory.hold.reason')} rules={rules('reason')}>
        <Input.TextArea rows={3} maxLength={HOLD_REASON_MAX} showCount placeholder={t('inventory.hold.reason.placeholder')} />
      </Form.Item>
    </FormDialog>
  );
}
