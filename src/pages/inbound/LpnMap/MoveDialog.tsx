import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { lpnMoveSchema } from '@/domain/inbound/schema';
import FormDialog from '@/kits/list/FormDialog';
import { schemaRules } from '@/kits/list/schemaRules';
import { inboundApi, type LpnRow } from '@/services/inbound';

/**
 * Moves a whole pallet to another location. The server refuses a pallet still in a receiving area,
 * one holding units allocated to orders, and a target that is unknown, locked or full: its message
 * shows here, and what was typed stays.
 */
export default function MoveDialog({ row, onClose, onMoved }: { row?: LpnRow; onClose: () => void; onMoved: () => void }) {
  const { t } = useTranslation();
  const rules = schemaRules(lpnMoveSchema, t);
  return (
    <FormDialog<{ location: string }, { no: string; rows: number }>
      name="lpnMove"
      open={!!row}
      width={420}
      title={row ? t('inbound.lpn.moveTitle', { lpn: row.lpn, location: row.location }) : ''}
      onClose={onClose}
      save={(v) => inboundApi.moveLpn(row!.lpn, v.location.trim().toUpperCase())}
      savedText={(r) => t('inbound.lpn.moved', { lpn: row?.lpn ?? '', no: r.no })}
      onSaved={onMoved}
      submitTestId="lpn-move-save"
      testId="lpn-move-dialog"
    >
      <Form.Item name="location" label={t('inbound.lpn.target')} rules={rules('location')}>
        <Input autoFocus placeholder={t('inbound.lpn.targetPlaceholder')} autoComplete="off" data-testid="lpn-move-location" />
      </Form.Item>
    </FormDialog>
  );
}
