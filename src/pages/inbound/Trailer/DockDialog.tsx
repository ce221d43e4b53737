import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { arriveSchema } from '@/domain/inbound/schema';
import FormDialog from '@/kits/list/FormDialog';
import { schemaRules } from '@/kits/list/schemaRules';
import { inboundApi, type TrailerDetail, type TrailerRow } from '@/services/inbound';
import { useInboundMeta } from '../shared/useInboundMeta';
import { isRequestError } from '@/utils/request';

/**
 * A trailer arrives: at a free inbound dock (the docks as they are now; an occupied one is shown
 * with what holds it and cannot be chosen). A dock taken meanwhile is refused by the server: its
 * message stays on the field and the docks are asked for again.
 */
export default function DockDialog({ trailer, onClose, onSaved }: { trailer: TrailerRow; onClose: () => void; onSaved: (t: TrailerDetail) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ dock: string }>();
  const rules = schemaRules(arriveSchema, t);
  const { data: meta, refresh } = useInboundMeta();
  const options = (meta?.docks ?? []).map((d) => ({
    value: d.code,
    disabled: d.status !== 'free',
    label: d.status === 'free' ? `${d.code} · ${d.name}` : t('inbound.dock.occupied', { dock: d.code, by: d.trailer || d.appointment }),
  }));
  const arrive = async ({ dock }: { dock: string }) => {
    try {
      return await inboundApi.trailerAction(trailer.id, 'arrive', { dock });
    } catch (e) {
      if (isRequestError(e) && e.status === 409) {
        form.setFields([{ name: 'dock', errors: [e.message] }]);
        refresh();
      }
      throw e;
    }
  };
  return (
    <FormDialog<{ dock: string }, TrailerDetail>
      name="dockForm"
      form={form}
      width={480}
      title={t('inbound.trailer.arriveTitle', { no: trailer.no, plate: trailer.trailerNo })}
      loading={!meta}
      onClose={onClose}
      submitTestId="dock-save"
      testId="dock-form"
      save={arrive}
      savedText={(r) => t('inbound.trailer.arrived', { no: r.no, dock: r.dock ?? '' })}
      onSaved={onSaved}
    >
      <Form.Item name="dock" label={t('inbound.trailer.dock')} rules={rules('dock')}>
        <Select options={options} placeholder={t('inbound.trailer.dockPlaceholder')} data-testid="dock-select" />
      </Form.Item>
    </FormDialog>
  );
}
