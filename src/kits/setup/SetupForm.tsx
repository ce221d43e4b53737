import { Col, Form, Input, InputNumber, Row, Switch, type SelectProps } from 'antd';
import Select from '@/components/Select';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { schemaRules } from '@/kits/list/schemaRules';
import { useQuery } from '@tanstack/react-query';
import { keyOf, queryClient, REFERENCE_FRESH_MS } from '@/query';
import { inSchema, type OptionSource, type SetupField } from './fields';

/** A select over options read at run time (zones, roles, users, dictionary entries), shared with the page's other readers. */
export function SourceSelect({ source, multiple, ...rest }: { source: OptionSource; multiple?: boolean } & Omit<SelectProps, 'options' | 'mode' | 'loading'>) {
  const { data, isFetching } = useQuery({ queryKey: keyOf('options', source.cacheKey), queryFn: source.load, staleTime: REFERENCE_FRESH_MS, initialData: source.peek }, queryClient);
  const loading = isFetching && !data;
  return <Select {...rest} mode={multiple ? 'multiple' : undefined} loading={loading} options={data} showSearch optionFilterProp="label" />;
}

/** The input of a field by its kind. */
export function fieldInput<R>(f: SetupField<R>, t: (key: string) => string, disabled: boolean): ReactNode {
  if (f.input) return f.input;
  const fixed = f.options && !('load' in f.options) ? Object.entries(f.options).map(([value, key]) => ({ value, label: t(key as string) })) : undefined;
  const source = f.options && 'load' in f.options ? (f.options as OptionSource) : undefined;
  switch (f.kind) {
    case 'number':
      return <InputNumber style={{ width: '100%' }} disabled={disabled} />;
    case 'flag':
      return <Switch disabled={disabled} />;
    case 'enum':
    case 'multi':
      return source ? (
        <SourceSelect source={source} multiple={f.kind === 'multi'} disabled={disabled} />
      ) : (
        <Select options={fixed} mode={f.kind === 'multi' ? 'multiple' : undefined} disabled={disabled} showSearch optionFilterProp="label" />
      );
    case 'list':
      // typed or scanned one after another: Enter, comma, space or | ends one
      return <Select mode="tags" open={false} tokenSeparators={[',', ' ', '|']} disabled={disabled} suffixIcon={null} />;
    default:
      return <Input disabled={disabled} autoComplete="off" />;
  }
}

/**
 * The create / edit form's fields: those the request's schema takes, each with its rules from the
 * schema; on edit, a field only the create schema takes (a code: records are named by it) shows,
 * read only.
 */
export default function SetupFormFields<R>({ fields, schema, create, editing }: { fields: SetupField<R>[]; schema: z.ZodType; create: z.ZodType; editing: boolean }) {
  const { t } = useTranslation();
  const rules = schemaRules(schema, t);
  const shown = fields.filter((f) => inSchema(schema, f.key) || (editing && inSchema(create, f.key)));
  return (
    <Row gutter={12}>
      {shown.map((f) => {
        const readOnly = !inSchema(schema, f.key);
        const item = (
          <Form.Item
            name={f.key as string}
            label={t(f.label)}
            rules={readOnly ? undefined : rules(f.key)}
            valuePropName={f.kind === 'flag' ? 'checked' : 'value'}
            extra={f.extra && t(f.extra)}
            data-testid={`field-${f.key}`}
          >
            {fieldInput(f, t, readOnly)}
          </Form.Item>
        );
        return (
          <Col key={f.key} xs={24} sm={f.wide ? 24 : 12}>
            {f.shownWhen ? (
              <Form.Item noStyle shouldUpdate>
                {(form) => (f.shownWhen!(form.getFieldsValue(true)) ? item : null)}
              </Form.Item>
            ) : (
              item
            )}
          </Col>
        );
      })}
    </Row>
  );
}
