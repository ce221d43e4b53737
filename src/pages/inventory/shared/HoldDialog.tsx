import { Descriptions, Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOLD_QTY_MAX, HOLD_REASON_MAX, holdSchema, type StockByLocation } from '@/domain/inventory';
import FormDialog from '@/kits/list/FormDialog';
import { schemaRules } from '@/kits/list/schemaRules';
import { inventoryApi, type HoldInput } from '@/services/inventory';
import { useLocalName } from '@/pages/product/shared/names';

export type HoldAction = 'hold' | 'release';

/** The dialog's words for each action (literal keys). */
const WORDS = {
  hold: { title: 'inventory.hold.title', qty: 'inventory.hold.qty', tooMany: 'inventory.hold.tooMany', done: 'inventory.hold.done' },
  release: { title: 'inventory.release.title', qty: 'inventory.release.qty', tooMany: 'inventory.release.tooMany', done: 'inventory.release.done' },
} as const satisfies Record<HoldAction, Record<string, string>>;

/** What a row lets the action take: its available units for a hold, its held units for a release. */
export const holdLimit = (action: HoldAction, row: Pick<StockByLocation, 'available' | 'hold'>) => (action === 'hold' ? row.available : row.hold);

/**
 * Puts units of a stock row on hold, or releases held ones: how many (at most what the row allows,
 * as the list showed it) and why. The server checks again: a row changed meanwhile is refused with
 * its message, the dialog stays open with what was typed.
 */
export default function HoldDialog({ action, row, onClose, onDone }: { action: HoldAction; row: StockByLocation; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const rules = schemaRules(holdSchema, t);
  const max = holdLimit(action, row);
  const words = WORDS[action];
  return (
    <FormDialog<HoldInput, { no: string; qty: number }>
      name="holdForm"
      testId="hold-dialog"
      submitTestId="hold-save"
      title={t(words.title, { sku: row.sku, location: row.location })}
      onClose={onClose}
      save={async (v) => ({ ...(await (action === 'hold' ? inventoryApi.hold : inventoryApi.release)(row.id, { qty: v.qty, reason: v.reason.trim() })), qty: v.qty })}
      savedText={(r) => t(words.done, { qty: r.qty, sku: row.sku, no: r.no })}
      onSaved={onDone}
    >
      <Descriptions size="small" column={2} style={{ marginBlockEnd: 16 }}>
        <Descriptions.Item label={t('inventory.sku')}>{row.sku}</Descriptions.Item>
        <Descriptions.Item label={t('inventory.name')}>{nameOf(row)}</Descriptions.Item>
        <Descriptions.Item label={t('inventory.location')}>{row.location}</Descriptions.Item>
        <Descriptions.Item label={t('inventory.onHand')}>{row.onHand}</Descriptions.Item>
        <Descriptions.Item label={t('inventory.available')}>{row.available}</Descriptions.Item>
        <Descriptions.Item label={t('inventory.hold')}>{row.hold}</Descriptions.Item>
      </Descriptions>
      <Form.Item name="qty" label={t(words.qty)} rules={[...rules('qty'), { type: 'number', max, message: t(words.tooMany, { max }) }]}>
        <InputNumber min={1} max={HOLD_QTY_MAX} precision={0} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="reason" label={t('inventory.hold.reason')} rules={rules('reason')}>
        <Input.TextArea rows={3} maxLength={HOLD_REASON_MAX} showCount placeholder={t('inventory.hold.reason.placeholder')} />
      </Form.Item>
    </FormDialog>
  );
}
