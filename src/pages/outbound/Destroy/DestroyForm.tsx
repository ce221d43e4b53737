import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { ModalForm, ProFormSelect, ProFormTextArea } from '@ant-design/pro-components';
import { useRequest } from 'ahooks';
import { App, Button, Form, InputNumber, Select, Space, Spin } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DESTROY_REASONS, destroyApi, type DestroyInput, type DestroyOrder, type DestroyStockRow } from '@/services/outbound';
import { errorText, productName } from '../shared/format';
import { destroyReasonLabel } from '../shared/labels';

interface Values {
  reason?: DestroyInput['reason'];
  note?: string;
  lines: { rowId?: string; qty?: number }[];
}

/** Searches the stock rows (location + SKU) that still have available quantity. */
function StockSelect(props: { id?: string; value?: string; onChange?: (v: string) => void; known: Map<string, DestroyStockRow>; testId: string }) {
  const { t, i18n } = useTranslation();
  const [rows, setRows] = useState<DestroyStockRow[]>([]);
  const search = useRequest(destroyApi.stock, {
    manual: true,
    debounceWait: 250,
    onSuccess: (found) => {
      found.forEach((r) => props.known.set(r.rowId, r));
      setRows(found);
    },
  });
  const label = (r: DestroyStockRow) => `${r.location} · ${r.sku} ${productName(r, i18n.language)} (${t('outbound.available')} ${r.available})`;
  return (
    <Select
      showSearch
      id={props.id}
      style={{ width: 440 }}
      value={props.value}
      onChange={props.onChange}
      filterOption={false}
      placeholder={t('outbound.destroy.stock.placeholder')}
      onSearch={search.run}
      onFocus={() => rows.length === 0 && search.run('')}
      notFoundContent={search.loading ? <Spin size="small" /> : undefined}
      options={rows.map((r) => ({ value: r.rowId, label: label(r) }))}
      data-testid={props.testId}
    />
  );
}

/** Creates a destroy order; quantities are checked against available stock; a refused save keeps everything typed. */
export default function DestroyForm({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (d: DestroyOrder) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const known = useRef(new Map<string, DestroyStockRow>()).current;

  return (
    <ModalForm<Values>
      // Field ids prefixed (destroyForm_reason): the list's filter form has a #reason too, and a
      // label's `for` names the first element with that id, leaving this form's fields unlabelled.
      name="destroyForm"
      form={form}
      open={open}
      width={720}
      title={t('outbound.destroy.new')}
      initialValues={{ lines: [{}] }}
      modalProps={{ destroyOnHidden: true, maskClosable: false, onCancel: onClose }}
      submitter={{ searchConfig: { submitText: t('outbound.save'), resetText: t('common.cancel') }, submitButtonProps: { 'data-testid': 'destroy-save' } as Record<string, string> }}
      data-testid="destroy-form"
      onFinish={async (v) => {
        try {
          const created = await destroyApi.create({ reason: v.reason!, note: v.note, lines: v.lines.map((l) => ({ rowId: l.rowId!, qty: l.qty! })) });
          message.success(t('outbound.destroy.created', { no: created.no }));
          onCreated(created);
          return true;
        } catch (e) {
          message.error(errorText(e));
          return false;
        }
      }}
    >
      <ProFormSelect
        name="reason"
        label={t('outbound.destroy.reason')}
        options={DESTROY_REASONS.map((r) => ({ value: r, label: destroyReasonLabel(r, t) }))}
        rules={[{ required: true, message: t('outbound.required') }]}
        fieldProps={{ 'data-testid': 'destroy-reason' } as Record<string, string>}
      />
      <Form.List
        name="lines"
        rules={[{ validator: async (_, lines?: unknown[]) => (lines?.length ? undefined : Promise.reject(new Error(t('outbound.lines.required')))) }]}
      >
        {(fields, { add, remove }, { errors }) => (
          <Form.Item label={t('outbound.order.lines')} required>
            {fields.map((f, i) => (
              <Space key={f.key} align="baseline" style={{ display: 'flex' }}>
                <Form.Item
                  name={[f.name, 'rowId']}
                  rules={[
                    { required: true, message: t('outbound.required') },
                    {
                      validator: async (_, id?: string) => {
                        const lines = form.getFieldValue('lines') as Values['lines'];
                        if (id && lines.some((l, k) => k !== i && l?.rowId === id)) throw new Error(t('outbound.destroy.duplicate'));
                      },
                    },
                  ]}
                >
                  <StockSelect known={known} testId={`destroy-stock-${i}`} />
                </Form.Item>
                <Form.Item
                  name={[f.name, 'qty']}
                  dependencies={[['lines', f.name, 'rowId']]}
                  rules={[
                    { required: true, message: t('outbound.required') },
                    {
                      validator: async (_, qty?: number) => {
                        if (qty === undefined || qty === null) return;
                        if (!Number.isInteger(qty) || qty < 1) throw new Error(t('outbound.qty.invalid'));
                        const row = known.get(form.getFieldValue(['lines', f.name, 'rowId']));
                        if (row && qty > row.available) throw new Error(t('outbound.qty.overStock', { available: row.available }));
                      },
                    },
                  ]}
                >
                  <InputNumber min={1} precision={0} placeholder={t('outbound.qty')} data-testid={`destroy-qty-${i}`} />
                </Form.Item>
                {fields.length > 1 && <MinusCircleOutlined aria-label={t('outbound.line.remove')} onClick={() => remove(f.name)} />}
              </Space>
            ))}
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({})} data-testid="destroy-add-line">
              {t('outbound.line.add')}
            </Button>
            <Form.ErrorList errors={errors} />
          </Form.Item>
        )}
      </Form.List>
      <ProFormTextArea name="note" label={t('outbound.destroy.note')} fieldProps={{ maxLength: 200, rows: 2 }} />
    </ModalForm>
  );
}
