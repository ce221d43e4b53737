import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

/** Asks for a reason before an action that needs one (a bulk cancel); keeps what was typed if the action fails. */
export default function ReasonDialog(props: {
  /** The longest reason the request takes (the schema's limit). */
  maxLength: number;
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
        <Form.Item name="reason" label={t('kit.list.reason')} rules={[{ required: true, whitespace: true, message: t('kit.list.reason.required') }]}>
          <Input.TextArea rows={3} maxLength={props.maxLength} data-testid="reason-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
