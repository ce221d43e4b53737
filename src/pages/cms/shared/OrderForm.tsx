import { ProFormDigit, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import { Col, Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { CHANNELS, ORDER_TYPES } from '@/domain/cms/machine';
import { ADDRESS_MAX, CARTONS_MAX, CUSTOMER_MAX, customerOrderSchema, NAME_MAX, REF_MAX, SKU_MAX } from '@/domain/cms/schema';
import FormDialog from '@/kits/list/FormDialog';
import FormLines from '@/kits/list/FormLines';
import { schemaRules } from '@/kits/list/schemaRules';
import { cmsApi, type CustomerOrderDetail, type CustomerOrderInput } from '@/services/cms';
import { CHANNEL_KEYS, ORDER_TYPE_KEYS } from './labels';
import { useCmsMeta } from './useCmsMeta';

type Values = Partial<Omit<CustomerOrderInput, 'lines'>> & { lines: { sku?: string; qty?: number }[] };

/** A customer order keyed in for a customer; a routing rule that matches takes it into outbound at once. */
export default function OrderForm(props: { onClose: () => void; onSaved: (o: CustomerOrderDetail) => void }) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<Values>();
  const rules = schemaRules(customerOrderSchema, t);
  const meta = useCmsMeta().data;
  return (
    <FormDialog<Values, CustomerOrderDetail>
      name="customerOrderForm"
      form={form}
      width={820}
      grid
      title={t('cms.order.new')}
      initialValues={{ lines: [{}], channel: 'email', orderType: 'b2c' }}
      onClose={props.onClose}
      submitTestId="customer-order-save"
      testId="customer-order-form"
      save={(v) => cmsApi.createOrder({ ...(v as CustomerOrderInput), lines: v.lines.map((l) => ({ sku: l.sku ?? '', qty: l.qty! })) })}
      savedText={(o) => (o.status === 'accepted' ? t('cms.order.createdRouted', { no: o.no, order: o.orderNo, rule: o.ruleCode }) : t('cms.order.created', { no: o.no }))}
      onSaved={props.onSaved}
    >
      <ProFormText name="customer" label={t('cms.order.customer')} colProps={{ span: 12 }} rules={rules('customer')} fieldProps={{ maxLength: CUSTOMER_MAX }} />
      <ProFormText name="ref" label={t('cms.order.ref')} colProps={{ span: 12 }} rules={rules('ref')} fieldProps={{ maxLength: REF_MAX }} />
      <ProFormSelect name="channel" label={t('cms.order.channel')} colProps={{ span: 8 }} rules={rules('channel')} options={CHANNELS.map((c) => ({ value: c, label: t(CHANNEL_KEYS[c]) }))} />
      <ProFormSelect name="orderType" label={t('cms.order.orderType')} colProps={{ span: 8 }} rules={rules('orderType')} options={ORDER_TYPES.map((c) => ({ value: c, label: t(ORDER_TYPE_KEYS[c]) }))} />
      <ProFormSelect
        name="carrier"
        label={t('cms.order.carrier')}
        colProps={{ span: 8 }}
        rules={rules('carrier')}
        options={(meta?.carriers ?? []).map((c) => ({ value: c.code, label: i18n.language === 'zh' ? c.nameZh : c.nameEn }))}
      />
      <ProFormText name={['receiver', 'name']} label={t('cms.order.receiver')} colProps={{ span: 8 }} rules={rules(['receiver', 'name'])} fieldProps={{ maxLength: NAME_MAX }} />
      <ProFormText name={['receiver', 'address']} label={t('cms.order.address')} colProps={{ span: 12 }} rules={rules(['receiver', 'address'])} fieldProps={{ maxLength: ADDRESS_MAX }} />
      <ProFormDigit name="cartons" label={t('cms.order.cartons')} colProps={{ span: 4 }} rules={rules('cartons')} min={1} max={CARTONS_MAX} fieldProps={{ precision: 0 }} />
      <Col span={24}>
        <FormLines
          name="lines"
          label={t('cms.order.lines')}
          addText={t('cms.line.add')}
          removeText={t('cms.line.remove')}
          requiredText={t('cms.lines.required')}
          testId="customer-order-line"
          line={(f) => (
            <>
              <Col span={14}>
                <Form.Item name={[f.name, 'sku']} rules={rules(['lines', 'sku'])}>
                  <Input placeholder={t('cms.line.sku')} aria-label={t('cms.line.sku')} maxLength={SKU_MAX} />
                </Form.Item>
              </Col>
              <Col span={8}>
                <Form.Item name={[f.name, 'qty']} rules={rules(['lines', 'qty'])}>
                  <InputNumber placeholder={t('cms.line.qty')} aria-label={t('cms.line.qty')} min={1} max={9999} precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
            </>
          )}
        />
      </Col>
    </FormDialog>
  );
}
