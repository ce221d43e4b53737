import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { ModalForm, ProFormDigit, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import { App, Button, Col, Form, InputNumber, Row, Select, Spin } from 'antd';
import { useRequest } from 'ahooks';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CARTONS_MAX, QTY_MAX } from '@/domain/outbound/schema';
import { outboundApi, type OrderDetail, type OrderInput, type OrderKind, type OrderRow, type ProductHit } from '@/services/outbound';
import { errorText, MANUAL_SOURCE, productName } from '../shared/format';
import { useOutboundMeta } from '../shared/useOutboundMeta';

interface FormValues extends Omit<OrderInput, 'lines'> {
  lines: { sku?: string; qty?: number }[];
}

const hitLabel = (h: ProductHit, lang: string, availableText: string) => `${h.sku} · ${productName(h, lang)} (${availableText} ${h.available})`;

/** SKU lookup by code, barcode or name, showing available stock. */
function SkuSelect({ id, kind, value, onChange, onHit, testId }: { id?: string; kind: OrderKind; value?: string; onChange?: (v: string) => void; onHit: (h: ProductHit) => void; testId: string }) {
  const { t, i18n } = useTranslation();
  const [hits, setHits] = useState<ProductHit[]>([]);
  /** Keeps the hits; the line's own product (an order being edited) also gives its stock for the qty check. */
  const take = (found: ProductHit[]) => {
    setHits(found);
    const own = found.find((h) => h.sku === value);
    if (own) onHit(own);
  };
  const { run, loading } = useRequest((q: string) => outboundApi.products(kind, q), { manual: true, debounceWait: 250, onSuccess: take });
  // An order being edited: its SKU is looked up once, so the field shows the product and its stock.
  useRequest(() => outboundApi.products(kind, value!), {
    ready: !!value && !hits.length,
    onSuccess: take,
  });
  return (
    <Select
      id={id}
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
      options={hits.map((h) => ({
        value: h.sku,
        label: hitLabel(h, i18n.language, t('outbound.available')),
      }))}
      data-testid={testId}
    />
  );
}

/**
 * Create or edit an order (edit only while created). The line editor finds products by SKU code,
 * barcode or name and checks quantities (per SKU over all lines) against available stock; a
 * refused save shows the server's message and keeps everything typed.
 */
export default function OrderForm(props: { kind: OrderKind; order?: OrderRow; onClose: () => void; onSaved: () => void }) {
  const { kind, order } = props;
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const available = useRef<Record<string, number>>({});
  const loaded = useRef<OrderDetail>();
  const carriers = useOutboundMeta(kind).data?.carriers ?? [];
  // A new order starts with the first carrier, also when the carriers arrive after the form opened.
  useEffect(() => {
    if (!order && carriers[0] && !form.getFieldValue('carrier')) form.setFieldValue('carrier', carriers[0]);
  }, [order, carriers[0], form]);
  const { loading } = useRequest(() => outboundApi.order(kind, order!.id), {
    ready: !!order,
    onSuccess: (d) => {
      loaded.current = d;
      form.setFieldsValue({
        no: d.no,
        source: d.source === MANUAL_SOURCE ? undefined : d.source, // empty keeps it
        receiver: d.receiver,
        carrier: d.carrier,
        cartons: d.cartons,
        lines: d.lines.map((l) => ({ sku: l.sku, qty: l.qty })),
      });
    },
  });

  /** The quantity of a SKU over every line of the form. */
  const orderedOf = (sku: string) => ((form.getFieldValue('lines') ?? []) as FormValues['lines']).reduce((n, l) => n + (l?.sku === sku ? Number(l.qty) || 0 : 0), 0);

  return (
    <ModalForm<FormValues>
      open
      form={form}
      width={820}
      title={order ? t('outbound.order.edit', { no: order.no }) : t('outbound.order.new')}
      initialValues={{ lines: [{}], carrier: carriers[0], cartons: 1 }}
      grid
      rowProps={{ gutter: 12 }}
      modalProps={{
        onCancel: props.onClose,
        maskClosable: false,
        destroyOnHidden: true,
        loading,
      }}
      submitter={{
        searchConfig: {
          submitText: t('outbound.save'),
          resetText: t('common.cancel'),
        },
        submitButtonProps: { 'data-testid': 'order-save' } as Record<string, string>,
      }}
      data-testid="order-form"
      onFinish={async (values) => {
        // fields the form does not show (the receiver's country, the service) stay as they were
        const receiver = { ...loaded.current?.receiver, ...values.receiver };
        const input: OrderInput = {
          ...values,
          receiver,
          lines: values.lines.map((l) => ({ sku: l.sku!, qty: l.qty! })),
        };
        try {
          if (order) await outboundApi.updateOrder(kind, order.id, input);
          else await outboundApi.createOrder(kind, input);
          message.success(t('outbound.saved'));
          props.onSaved();
          return true;
        } catch (e) {
          message.error(errorText(e)); // the form stays open with everything typed
          return false;
        }
      }}
    >
      <ProFormText name="no" label={t('outbound.order.no')} tooltip={t('outbound.order.noHint')} colProps={{ span: 8 }} />
      <ProFormText name="source" label={t('outbound.order.source')} colProps={{ span: 8 }} />
      <ProFormSelect
        name="carrier"
        label={t('outbound.order.carrier')}
        colProps={{ span: 8 }}
        options={carriers.map((c) => ({ label: c, value: c }))}
        rules={[{ required: true, message: t('outbound.required') }]}
        fieldProps={{ 'data-testid': 'order-carrier', allowClear: false } as Record<string, unknown>}
      />
      <ProFormText name={['receiver', 'name']} label={t('outbound.order.receiver')} colProps={{ span: 8 }} rules={[{ required: true, whitespace: true, message: t('outbound.required') }]} />
      <ProFormText name={['receiver', 'phone']} label={t('outbound.order.phone')} colProps={{ span: 8 }} />
      <ProFormText name={['receiver', 'city']} label={t('outbound.order.city')} colProps={{ span: 8 }} />
      <ProFormText
        name={['receiver', 'address']}
        label={t('outbound.order.address')}
        colProps={{ span: kind === 'b2b' ? 16 : 24 }}
        rules={[{ required: true, whitespace: true, message: t('outbound.required') }]}
      />
      {kind === 'b2b' && (
        <ProFormDigit
          name="cartons"
          label={t('outbound.order.cartons')}
          colProps={{ span: 8 }}
          min={1}
          max={CARTONS_MAX}
          fieldProps={{ precision: 0 }}
          rules={[
            {
              required: true,
              type: 'integer',
              min: 1,
              max: CARTONS_MAX,
              message: t('outbound.cartons.invalid'),
            },
          ]}
        />
      )}
      <Col span={24}>
        <Form.List
          name="lines"
          rules={[
            {
              validator: async (_, v) => (v?.length ? undefined : Promise.reject(new Error(t('outbound.lines.required')))),
            },
          ]}
        >
          {(fields, { add, remove }, { errors }) => (
            <Form.Item label={t('outbound.order.lines')} required>
              {fields.map((f, i) => (
                <Row key={f.key} gutter={8} align="top" data-testid={`line-${i}`}>
                  <Col span={15}>
                    <Form.Item name={[f.name, 'sku']} rules={[{ required: true, message: t('outbound.required') }]}>
                      <SkuSelect
                        kind={kind}
                        testId={`sku-select-${i}`}
                        onHit={(h) => {
                          available.current[h.sku] = h.available;
                          if (form.getFieldValue(['lines', f.name, 'qty']) !== undefined) form.validateFields([['lines', f.name, 'qty']]).catch(() => undefined);
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
                        {
                          type: 'integer',
                          min: 1,
                          max: QTY_MAX,
                          message: t('outbound.qty.invalid'),
                        },
                        {
                          validator: async () => {
                            const sku = form.getFieldValue(['lines', f.name, 'sku']);
                            const avail = available.current[sku];
                            if (sku && avail !== undefined && orderedOf(sku) > avail)
                              throw new Error(
                                t('outbound.qty.overStock', {
                                  available: avail,
                                }),
                              );
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
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({})} block data-testid="line-add">
                {t('outbound.line.add')}
              </Button>
              <Form.ErrorList errors={errors} />
            </Form.Item>
          )}
        </Form.List>
      </Col>
    </ModalForm>
  );
}
