import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

/** Asks for a reason before a destructive action; keeps what was typed if the action fails. */
export default function ReasonModal(props: {
  open: boolean;
  title: string;
  okText?: string;
  onCancel: () => void;
  onSubmit: (reason: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={props.open}
      title={props.title}
      okText={props.okText ?? t('common.ok')}
      okButtonProps={{ danger: true, ...({ 'data-testid': 'reason-ok' } as Record<string, string>) }}
      cancelText={t('common.cancel')}
      onCancel={props.onCancel}
      destroyOnHidden
      onOk={async () => {
        try {
          const { reason } = await form.validateFields();
          await props.onSubmit(reason);
          form.resetFields();
        } catch {
          // invalid, or the action failed (the caller said why): the dialog stays open with the reason typed
        }
      }}
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="reason" label={t('outbound.reason')} rules={[{ required: true, whitespace: true, message: t('outbound.reason.required') }]}>
          <Input.TextArea rows={3} maxLength={200} data-testid="reason-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
