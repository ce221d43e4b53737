import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Col, Form, Input, InputNumber, Modal, Row, Select, Spin } from 'antd';
import { useRequest } from 'ahooks';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { outboundApi, type OrderInput, type OrderKind, type OrderRow, type ProductHit } from '@/services/outbound';
import { errorText, productName } from './format';

interface FormValues extends Omit<OrderInput, 'lines'> {
  lines: { sku?: string; qty?: number }[];
}

/** SKU lookup by code, barcode or name, showing available stock. */
function SkuSelect({ kind, value, onChange, onHit }: { kind: OrderKind; value?: string; onChange?: (v: string) => void; onHit: (h: ProductHit) => void }) {
  const { t, i18n } = useTranslation();
  const [hits, setHits] = useState<ProductHit[]>([]);
  const { run, loading } = useRequest((q: string) => outboundApi.products(kind, q), { manual: true, debounceWait: 250, onSuccess: setHits });
  return (
    <Select
      showSearch
      value={value}
      placeholder={t('outbound.sku.placeholder')}
      filterOption={false}
      onSearch={run}
      onFocus={() => !hits.length && run(value ?? '')}
      notFoundContent={loading ? <Spin size="small" /> : null}
      onChange={(v: string) => {
        const h = hits.find((x) => x.sku === v);
        if (h) onHit(h);
        onChange?.(v);
      }}
      options={hits.map((h) => ({ value: h.sku, label: `${h.sku} · ${productName(h, i18n.language)} (${t('outbound.available')} ${h.available})` }))}
      data-testid="sku-select"
    />
  );
}

/** Create or edit an order (edit only while created); the line editor checks quantities against available stock. */
export default function OrderForm(props: { kind: OrderKind; order?: OrderRow; carriers: string[]; onClose: () => void; onSaved: () => void }) {
  const { kind, order } = props;
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const available = useRef<Record<string, number>>({});
  const [saving, setSaving] = useState(false);
  const { loading } = useRequest(() => outboundApi.order(kind, order!.id), {
    ready: !!order,
    onSuccess: (d) => {
      form.setFieldsValue({ no: d.no, source: d.source, receiver: d.receiver, carrier: d.carrier, cartons: d.cartons, lines: d.lines.map((l) => ({ sku: l.sku, qty: l.qty })) });
      d.lines.forEach((l) => outboundApi.products(kind, l.sku).then((h) => h[0] && (available.current[l.sku] = h[0].available)));
    },
  });

  const save = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const input = { ...values, lines: values.lines.map((l) => ({ sku: l.sku!, qty: l.qty! })) };
      if (order) await outboundApi.updateOrder(kind, order.id, input);
      else await outboundApi.createOrder(kind, input);
      message.success(t('outbound.saved'));
      props.onSaved();
    } catch (e) {
      message.error(errorText(e)); // the form stays open with everything typed
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      width={820}
      title={order ? t('outbound.order.edit', { no: order.no }) : t('outbound.order.new')}
      onCancel={props.onClose}
      onOk={save}
      okText={t('outbound.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      okButtonProps={{ 'data-testid': 'order-save' } as Record<string, string>}
      maskClosable={false}
    >
      <Spin spinning={loading}>
        <Form form={form} layout="vertical" initialValues={{ lines: [{}], carrier: props.carriers[0], cartons: 1 }} data-testid="order-form">
          <Row gutter={12}>
            <Col span={8}>
              <Form.Item name="no" label={t('outbound.order.no')} tooltip={t('outbound.order.noHint')}>
                <Input id="order-no" />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="source" label={t('outbound.order.source')}>
                <Input />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="carrier" label={t('outbound.order.carrier')} rules={[{ required: true, message: t('outbound.required') }]}>
                <Select options={props.carriers.map((c) => ({ label: c, value: c }))} data-testid="order-carrier" />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name={['receiver', 'name']} label={t('outbound.order.receiver')} rules={[{ required: true, whitespace: true, message: t('outbound.required') }]}>
                <Input id="receiver-name" />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name={['receiver', 'phone']} label={t('outbound.order.phone')}>
                <Input />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name={['receiver', 'city']} label={t('outbound.order.city')}>
                <Input />
              </Form.Item>
            </Col>
            <Col span={kind === 'b2b' ? 16 : 24}>
              <Form.Item name={['receiver', 'address']} label={t('outbound.order.address')} rules={[{ required: true, whitespace: true, message: t('outbound.required') }]}>
                <Input id="receiver-address" />
              </Form.Item>
            </Col>
            {kind === 'b2b' && (
              <Col span={8}>
                <Form.Item name="cartons" label={t('outbound.order.cartons')} rules={[{ required: true, type: 'integer', min: 1, max: 99, message: t('outbound.cartons.invalid') }]}>
                  <InputNumber min={1} max={99} precision={0} style={{ width: '100%' }} id="order-cartons" />
                </Form.Item>
              </Col>
            )}
          </Row>
          <Form.List name="lines" rules={[{ validator: async (_, v) => (v?.length ? undefined : Promise.reject(new Error(t('outbound.lines.required')))) }]}>
            {(fields, { add, remove }, { errors }) => (
              <>
                {fields.map((f, i) => (
                  <Row key={f.key} gutter={8} align="top" data-testid={`line-${i}`}>
                    <Col span={15}>
                      <Form.Item name={[f.name, 'sku']} rules={[{ required: true, message: t('outbound.required') }]}>
                        <SkuSelect
                          kind={kind}
                          onHit={(h) => {
                            available.current[h.sku] = h.available;
                            form.validateFields([['lines', f.name, 'qty']]).catch(() => undefined);
                          }}
                        />
                      </Form.Item>
                    </Col>
                    <Col span={7}>
                      <Form.Item
                        name={[f.name, 'qty']}
                        dependencies={[['lines', f.name, 'sku']]}
                        rules={[
                          { required: true, message: t('outbound.required') },
                          { type: 'integer', min: 1, max: 9999, message: t('outbound.qty.invalid') },
                          {
                            validator: async (_, qty) => {
                              const sku = form.getFieldValue(['lines', f.name, 'sku']);
                              const avail = available.current[sku];
                              if (sku && avail !== undefined && qty > avail) throw new Error(t('outbound.qty.overStock', { available: avail }));
                            },
                          },
                        ]}
                      >
                        <InputNumber placeholder={t('outbound.qty')} min={1} precision={0} style={{ width: '100%' }} data-testid={`line-qty-${i}`} />
                      </Form.Item>
                    </Col>
                    <Col span={2}>
                      <Button type="text" icon={<MinusCircleOutlined />} onClick={() => remove(f.name)} disabled={fields.length === 1} aria-label={t('outbound.line.remove')} />
                    </Col>
                  </Row>
                ))}
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({})} block>
                  {t('outbound.line.add')}
                </Button>
                <Form.ErrorList errors={errors} />
              </>
            )}
          </Form.List>
        </Form>
      </Spin>
    </Modal>
  );
}
