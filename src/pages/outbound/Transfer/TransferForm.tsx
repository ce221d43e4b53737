import { ProFormDigit, ProFormSelect, ProFormTextArea } from '@ant-design/pro-components';
import { Col, Form, Input, InputNumber } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CARTONS_MAX, NOTE_MAX } from '@/domain/outbound/schema';
import { transferSchema } from '@/domain/outbound/transfer';
import FormDialog from '@/kits/list/FormDialog';
import { orderLineWords } from '../shared/labels';
import FormLines from '@/kits/list/FormLines';
import { schemaRules } from '@/kits/list/schemaRules';
import { useData } from '@/query';
import { transferApi, type TransferRow } from '@/services/transfer';
import { carrierOptions } from '../shared/carriers';
import { useOutboundMeta } from '../shared/useOutboundMeta';

interface Values {
  to?: string;
  carrier?: string;
  cartons?: number;
  note?: string;
  lines: { sku?: string; qty?: number }[];
}

/**
 * A new transfer to another warehouse of the user's: fields checked as the server checks them; its
 * refusals (same warehouse, more than available…) land on their fields, and all typed stays.
 */
export default function TransferForm({ open, onClose, onSaved }: { open: boolean; onClose: () => void; onSaved: (row: TransferRow) => void }) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<Values>();
  const rules = schemaRules(transferSchema, t);
  const meta = useOutboundMeta('b2b').data;
  const targets = useData(['transfer-meta'], () => transferApi.meta(), { enabled: open }).data;
  const firstCarrier = meta?.carriers[0]?.code;
  useEffect(() => {
    if (open && firstCarrier && !form.getFieldValue('carrier')) form.setFieldValue('carrier', firstCarrier);
  }, [open, firstCarrier, form]);

  return (
    <FormDialog<Values, TransferRow>
      name="transferForm"
      form={form}
      open={open}
      width={760}
      grid
      title={t('outbound.transfer.new')}
      initialValues={{ lines: [{}], cartons: 1, carrier: firstCarrier }}
      onClose={onClose}
      submitTestId="transfer-save"
      testId="transfer-form"
      save={(v) => transferApi.create({ to: v.to!, carrier: v.carrier!, cartons: v.cartons!, note: v.note, lines: v.lines.map((l) => ({ sku: l.sku!, qty: l.qty! })) })}
      savedText={(r) => t('outbound.transfer.created', { no: r.no })}
      onSaved={onSaved}
    >
      <ProFormSelect
        name="to"
        label={t('outbound.transfer.to')}
        colProps={{ span: 10 }}
        options={(targets?.warehouses ?? []).map((w) => ({ value: w.id, label: `${w.code} · ${w.name}` }))}
        rules={rules('to')}
        fieldProps={{ 'data-testid': 'transfer-to' } as Record<string, unknown>}
      />
      <ProFormSelect
        name="carrier"
        label={t('outbound.order.carrier')}
        colProps={{ span: 8 }}
        options={carrierOptions(meta, i18n.language)}
        rules={rules('carrier')}
        fieldProps={{ 'data-testid': 'transfer-carrier', allowClear: false } as Record<string, unknown>}
      />
      <ProFormDigit name="cartons" label={t('outbound.order.cartons')} colProps={{ span: 6 }} min={1} max={CARTONS_MAX} fieldProps={{ precision: 0 }} rules={rules('cartons')} />
      <Col span={24}>
        <FormLines
          name="lines"
          {...orderLineWords(t)}
          testId="transfer-line"
          line={(f, i) => (
            <>
              <Col span={14}>
                <Form.Item name={[f.name, 'sku']} rules={rules(['lines', 'sku'])}>
                  <Input placeholder={t('outbound.transfer.sku')} aria-label={t('outbound.line.skuOf', { n: i + 1 })} data-testid={`transfer-sku-${i}`} />
                </Form.Item>
              </Col>
              <Col span={8}>
                <Form.Item name={[f.name, 'qty']} rules={rules(['lines', 'qty'])}>
                  <InputNumber placeholder={t('outbound.qty')} aria-label={t('outbound.transfer.qtyOf', { n: i + 1 })} min={1} precision={0} style={{ width: '100%' }} data-testid={`transfer-qty-${i}`} />
                </Form.Item>
              </Col>
            </>
          )}
        />
      </Col>
      <ProFormTextArea name="note" label={t('outbound.transfer.note')} colProps={{ span: 24 }} rules={rules('note')} fieldProps={{ maxLength: NOTE_MAX, rows: 2 }} />
    </FormDialog>
  );
}
