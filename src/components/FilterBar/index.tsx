import { ProCard } from '@ant-design/pro-components';
import { Button, Col, Form, Row, Space } from 'antd';
import { Children, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A field's width by window width: one column on a phone, up to four on a wide screen. */
const FIELD_COLUMN = { xs: 24, md: 12, xl: 8, xxl: 6 } as const;

/** The filled-in values only: an emptied field is no filter. */
export function filledIn<V extends object>(values: V): Partial<V> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== null && (typeof v !== 'string' || v.trim() !== ''))) as Partial<V>;
}

/**
 * The filters above a list, then Reset and Search. Columns follow the window through CSS alone:
 * QueryFilter measured itself and rendered the form again on every visit of a list.
 * `initialValues` (filters from the address) fill the fields as it mounts; Reset empties them and searches.
 */
export default function FilterBar<V extends object>({ children, onSearch, testId, initialValues }: { children: ReactNode; onSearch: (values: Partial<V>) => void; testId?: string; initialValues?: Partial<V> }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<V>();
  return (
    <ProCard bodyStyle={{ padding: '24px 24px 0' }} style={{ marginBlockEnd: 16 }} data-testid={testId}>
      <Form<V> form={form} className="wms-filter-bar" autoComplete="off" initialValues={initialValues} onFinish={(values) => onSearch(filledIn(values))}>
        <Row gutter={24}>
          {Children.map(children, (field) => field && <Col {...FIELD_COLUMN}>{field}</Col>)}
          <Col flex="auto" style={{ textAlign: 'end' }}>
            <Form.Item>
              <Space>
                <Button
                  htmlType="button"
                  onClick={() => {
                    form.resetFields();
                    // resetFields goes back to the initial values: those are emptied as well
                    if (initialValues) form.setFieldsValue(Object.fromEntries(Object.keys(initialValues).map((k) => [k, undefined])) as never);
                    onSearch({});
                  }}
                >
                  {t('filter.reset')}
                </Button>
                <Button type="primary" htmlType="submit">
                  {t('filter.search')}
                </Button>
              </Space>
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </ProCard>
  );
}
