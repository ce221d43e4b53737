import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { ProFormSelect, ProFormTextArea } from '@ant-design/pro-components';
import { useDebounce } from 'ahooks';
import { Button, Form, InputNumber, Select, Space, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { destroySchema, NOTE_MAX } from '@/domain/outbound/schema';
import FormDialog from '@/kits/list/FormDialog';
import { schemaRules } from '@/kits/list/schemaRules';
import { useData } from '@/query';
import { destroyApi, type DestroyInput, type DestroyOrder, type DestroyReasons, type DestroyStockRow } from '@/services/outbound';
import { productName } from '../shared/format';
import { reasonOptions } from '../shared/destroyReasons';

interface Values {
  reason?: DestroyInput['reason'];
  note?: string;
  lines: { rowId?: string; qty?: number }[];
}

/** Searches the stock rows (location + SKU) that still have available quantity. */
function StockSelect(props: { id?: string; value?: string; onChange?: (v: string) => void; known: Map<string, DestroyStockRow>; testId: string; label: string }) {
  const { t, i18n } = useTranslation();
  const [rows, setRows] = useState<DestroyStockRow[]>([]);
  // what was typed (none until the select is first used), asked for once typing pauses
  const [query, setQuery] = useState<string>();
  const asked = useDebounce(query, { wait: 250 });
  const search = useData(['outbound-destroy-stock', asked], () => destroyApi.stock(asked!), { enabled: asked !== undefined });
  useEffect(() => {
    const found = search.data;
    if (!found || search.loading) return;
    found.forEach((r) => props.known.set(r.rowId, r));
    setRows(found);
  }, [search.data, search.loading, props.known]);
  const label = (r: DestroyStockRow) => `${r.location} · ${r.sku} ${productName(r, i18n.language)} (${t('outbound.available')} ${r.available})`;
  return (
    <Select
      showSearch
      id={props.id}
      // a line's fields have no visible label: the combobox is named by its line
      aria-label={props.label}
      style={{ width: 440 }}
      value={props.value}
      onChange={props.onChange}
      filterOption={false}
      placeholder={t('outbound.destroy.stock.placeholder')}
      onSearch={setQuery}
      onFocus={() => rows.length === 0 && setQuery((q) => q ?? '')}
      notFoundContent={query !== undefined && search.loading ? <Spin size="small" /> : undefined}
      options={rows.map((r) => ({ value: r.rowId, label: label(r) }))}
      data-testid={props.testId}
    />
  );
}

/**
 * Creates a destroy order: fields checked with the request's schema (destroySchema), quantities
 * against available stock; a refused save keeps everything typed. The reasons offered are the
 * dictionary's enabled destroy reasons (`reasons`, loaded by the list), named in the page's language.
 */
export default function DestroyForm({ reasons, open, onClose, onCreated }: { reasons?: DestroyReasons; open: boolean; onClose: () => void; onCreated: (d: DestroyOrder) => void }) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<Values>();
  const known = useRef(new Map<string, DestroyStockRow>()).current;
  const rules = schemaRules(destroySchema, t);

  return (
    <FormDialog<Values, DestroyOrder>
      // Field ids prefixed (destroyForm_reason): the list's filter form has a #reason too, and a
      // label's `for` names the first element with that id, leaving this form's fields unlabelled.
      name="destroyForm"
      form={form}
      open={open}
      width={720}
      title={t('outbound.destroy.new')}
      initialValues={{ lines: [{}] }}
      onClose={onClose}
      submitTestId="destroy-save"
      testId="destroy-form"
      save={(v) => destroyApi.create({ reason: v.reason!, note: v.note, lines: v.lines.map((l) => ({ rowId: l.rowId!, qty: l.qty! })) })}
      savedText={(d) => t('outbound.destroy.created', { no: d.no })}
      onSaved={onCreated}
    >
      <ProFormSelect
        name="reason"
        label={t('outbound.destroy.reason')}
        options={reasonOptions(reasons, i18n.language)}
        rules={rules('reason')}
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
                    ...rules(['lines', 'rowId']),
                    {
                      validator: async (_, id?: string) => {
                        const lines = form.getFieldValue('lines') as Values['lines'];
                        if (id && lines.some((l, k) => k !== i && l?.rowId === id)) throw new Error(t('outbound.destroy.duplicate'));
                      },
                    },
                  ]}
                >
                  <StockSelect known={known} testId={`destroy-stock-${i}`} label={t('outbound.destroy.stockOf', { n: i + 1 })} />
                </Form.Item>
                <Form.Item
                  name={[f.name, 'qty']}
                  dependencies={[['lines', f.name, 'rowId']]}
                  rules={[
                    ...rules(['lines', 'qty']),
                    {
                      validator: async (_, qty?: number) => {
                        const row = known.get(form.getFieldValue(['lines', f.name, 'rowId']));
                        if (row && typeof qty === 'number' && qty > row.available) throw new Error(t('outbound.qty.overStock', { available: row.available }));
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
      <ProFormTextArea name="note" label={t('outbound.destroy.note')} rules={rules('note')} fieldProps={{ maxLength: NOTE_MAX, rows: 2 }} />
    </FormDialog>
  );
}
