import { Alert, App, Form, Modal } from 'antd';
import Select from '@/components/Select';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inboundApi, type InboundMeta, type NoticeRow } from '@/services/inbound';
import { failureText } from '@/utils/request';
import { noticeActionLabel } from '../shared/words';

/**
 * A container arrives: the dock it goes to, chosen among the free inbound docks. A dock taken
 * meanwhile is refused by the server: its message stays in the dialog, which stays open (the
 * board is asked again through `onRefused`).
 */
export default function ArriveDialog(props: { notice: NoticeRow; docks?: InboundMeta['docks']; onClose: () => void; onArrived: () => void; onRefused: () => void }) {
  const { notice, docks } = props;
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ dock: string }>();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const free = docks?.filter((d) => d.status === 'free') ?? [];

  const arrive = async () => {
    const { dock } = await form.validateFields();
    setBusy(true);
    setRefusal(undefined);
    try {
      await inboundApi.noticeAction(notice.id, 'arrive', { dock });
      message.success(t('inbound.receipt.arrived', { no: notice.no, dock }));
      props.onArrived();
    } catch (e) {
      setRefusal(failureText(e));
      props.onRefused();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={t('inbound.receipt.arriveTitle', { no: notice.no, container: notice.containerNo })}
      okText={noticeActionLabel('arrive', t)}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: busy, ...({ 'data-testid': 'arrive-ok' } as Record<string, string>) }}
      onOk={() => arrive().catch(() => undefined)}
      onCancel={props.onClose}
      destroyOnHidden
      maskClosable={false}
      data-testid="arrive-dialog"
    >
      <Form form={form} layout="vertical" name="arriveForm">
        <Form.Item name="dock" label={t('inbound.receipt.dock')} rules={[{ required: true, message: t('inbound.receipt.dockRequired') }]} extra={docks && !free.length ? t('inbound.receipt.noFreeDock') : undefined}>
          <Select
            loading={!docks}
            placeholder={t('inbound.receipt.dockPlaceholder')}
            options={free.map((d) => ({ value: d.code, label: `${d.code} · ${d.name}` }))}
            data-testid="arrive-dock"
          />
        </Form.Item>
      </Form>
      {refusal && <Alert type="error" showIcon role="alert" message={refusal} data-testid="arrive-refusal" />}
    </Modal>
  );
}
