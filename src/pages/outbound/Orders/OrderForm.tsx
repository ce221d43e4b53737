import { ProFormDigit, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import { Col, Form, InputNumber, Select, Spin } from 'antd';
import { useDebounce } from 'ahooks';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CARTONS_MAX, orderSchema } from '@/domain/outbound/schema';
import FormDialog from '@/kits/list/FormDialog';
import { orderLineWords } from '../shared/labels';
import FormLines from '@/kits/list/FormLines';
import { schemaRules } from '@/kits/list/schemaRules';
import { useData } from '@/query';
import { outboundApi, type OrderDetail, type OrderInput, type OrderKind, type OrderRow, type ProductHit } from '@/services/outbound';
import { carrierOptions } from '../shared/carriers';
import { MANUAL_SOURCE, productName } from '../shared/format';
import { useOutboundMeta } from '../shared/useOutboundMeta';

interface FormValues extends Omit<OrderInput, 'lines'> {
  lines: { sku?: string; qty?: number }[];
}

const hitLabel = (h: ProductHit, lang: string, availableText: string) => `${h.sku} · ${productName(h, lang)} (${availableText} ${h.available})`;

/** SKU lookup by code, barcode or name, showing available stock. */
function SkuSelect({ id, kind, value, onChange, onHit, testId, label }: { id?: string; kind: OrderKind; value?: string; onChange?: (v: string) => void; onHit: (h: ProductHit) => void; testId: string; label: string }) {
  const { t, i18n } = useTranslation();
  const [hits, setHits] = useState<ProductHit[]>([]);
  /** Keeps the hits; the line's own product (an order being edited) also gives its stock for the qty check. */
  const take = (found: ProductHit[]) => {
    setHits(found);
    const own = found.find((h) => h.sku === value);
    if (own) onHit(own);
  };
  // what was typed (none until the select is first used), asked for once typing pauses
  const [query, setQuery] = useState<string>();
  const asked = useDebounce(query, { wait: 250 });
  const found = useData(['outbound-products', kind, asked], () => outboundApi.products(kind, asked!), { enabled: asked !== undefined });
  const loading = query !== undefined && found.loading;
  useEffect(() => {
    if (found.data && !found.loading) take(found.data);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- each answer is taken once, as it comes
  }, [found.data, found.loading]);
  // An order being edited: its SKU is looked up once, so the field shows the product and its stock.
  const own = useData(['outbound-products', kind, value], () => outboundApi.products(kind, value!), { enabled: !!value && !hits.length });
  useEffect(() => {
    if (own.data && !own.loading) take(own.data);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- each answer is taken once, as it comes
  }, [own.data, own.loading]);
  return (
    <Select
      id={id}
      // a line's fields have no visible label: the combobox is named by its line
      aria-label={label}
      showSearch
      value={value}
      placeholder={t('outbound.sku.placeholder')}
      filterOption={false}
      onSearch={setQuery}
      onFocus={() => !hits.length && setQuery((q) => q ?? value ?? '')}
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
 * Create or edit an order (edit only while created): products by SKU, barcode or name, quantities
 * per SKU checked against available stock, every field by orderSchema as the server checks it.
 */
export default function OrderForm(props: { kind: OrderKind; order?: OrderRow; onClose: () => void; onSaved: () => void }) {
  const { kind, order } = props;
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const rules = schemaRules(orderSchema(kind), t);
  const available = useRef<Record<string, number>>({});
  const loaded = useRef<OrderDetail>();
  const meta = useOutboundMeta(kind).data;
  // the dictionary's enabled carriers; an order being edited keeps its own even when it has been disabled since
  const [keptCarrier, setKeptCarrier] = useState<string>();
  const carriers = carrierOptions(meta, i18n.language, keptCarrier);
  const firstCarrier = meta?.carriers[0]?.code;
  // A new order starts with the first carrier, also when the carriers arrive after the form opened.
  useEffect(() => {
    if (!order && firstCarrier && !form.getFieldValue('carrier')) form.setFieldValue('carrier', firstCarrier);
  }, [order, firstCarrier, form]);
  const detail = useData(['outbound-order', kind, order?.id], () => outboundApi.order(kind, order!.id), { enabled: !!order });
  const loading = !!order && detail.loading;
  // the fields take each answer once it has come (not a cached one being asked anew)
  useEffect(() => {
    const d = detail.data;
    if (!d || detail.loading || loaded.current === d) return;
    loaded.current = d;
    setKeptCarrier(d.carrier);
    form.setFieldsValue({
      no: d.no,
      source: d.source === MANUAL_SOURCE ? undefined : d.source, // empty keeps it
      receiver: d.receiver,
      carrier: d.carrier,
      cartons: d.cartons,
      lines: d.lines.map((l) => ({ sku: l.sku, qty: l.qty })),
    });
  }, [detail.data, detail.loading, form]);

  /** The quantity of a SKU over every line of the form. */
  const orderedOf = (sku: string) => ((form.getFieldValue('lines') ?? []) as FormValues['lines']).reduce((n, l) => n + (l?.sku === sku ? Number(l.qty) || 0 : 0), 0);

  return (
    <FormDialog<FormValues>
      form={form}
      width={820}
      title={order ? t('outbound.order.edit', { no: order.no }) : t('outbound.order.new')}
      initialValues={{ lines: [{}], carrier: firstCarrier, cartons: 1 }}
      grid
      loading={loading}
      onClose={props.onClose}
      submitTestId="order-save"
      testId="order-form"
      save={async (values) => {
        // fields the form does not show (the receiver's country, the service) stay as they were
        const receiver = { ...loaded.current?.receiver, ...values.receiver };
        const input: OrderInput = { ...values, receiver, lines: values.lines.map((l) => ({ sku: l.sku!, qty: l.qty! })) };
        if (order) await outboundApi.updateOrder(kind, order.id, input);
        else await outboundApi.createOrder(kind, input);
      }}
      onSaved={props.onSaved}
    >
      <ProFormText name="no" label={t('outbound.order.no')} tooltip={t('outbound.order.noHint')} colProps={{ span: 8 }} rules={rules('no')} />
      <ProFormText name="source" label={t('outbound.order.source')} colProps={{ span: 8 }} rules={rules('source')} />
      <ProFormSelect
        name="carrier"
        label={t('outbound.order.carrier')}
        colProps={{ span: 8 }}
        options={carriers}
        rules={rules('carrier')}
        fieldProps={{ 'data-testid': 'order-carrier', allowClear: false } as Record<string, unknown>}
      />
      <ProFormText name={['receiver', 'name']} label={t('outbound.order.receiver')} colProps={{ span: 8 }} rules={rules(['receiver', 'name'])} />
      <ProFormText name={['receiver', 'phone']} label={t('outbound.order.phone')} colProps={{ span: 8 }} rules={rules(['receiver', 'phone'])} />
      <ProFormText name={['receiver', 'city']} label={t('outbound.order.city')} colProps={{ span: 8 }} rules={rules(['receiver', 'city'])} />
      <ProFormText
        name={['receiver', 'address']}
        label={t('outbound.order.address')}
        colProps={{ span: kind === 'b2b' ? 16 : 24 }}
        rules={rules(['receiver', 'address'])}
      />
      {kind === 'b2b' && (
        <ProFormDigit
          name="cartons"
          label={t('outbound.order.cartons')}
          colProps={{ span: 8 }}
          min={1}
          max={CARTONS_MAX}
          fieldProps={{ precision: 0 }}
          rules={rules('cartons')}
        />
      )}
      <Col span={24}>
        <FormLines
          name="lines"
          {...orderLineWords(t)}
          testId="line"
          line={(f, i) => (
            <>
              <Col span={15}>
                <Form.Item name={[f.name, 'sku']} rules={rules(['lines', 'sku'])}>
                  <SkuSelect
                    kind={kind}
                    testId={`sku-select-${i}`}
                    label={t('outbound.line.skuOf', { n: i + 1 })}
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
                    ...rules(['lines', 'qty']),
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
            </>
          )}
        />
      </Col>
    </FormDialog>
  );
}
