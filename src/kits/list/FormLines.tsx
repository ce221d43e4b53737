import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Form, Row, type FormListFieldData } from 'antd';
import type { ReactNode } from 'react';

/**
 * The editable lines of a form (an order's, a notice's): a row per line, remove (not the last one),
 * add, at least one required. Test ids: `<testId>-<index>` per row, `<testId>-add`.
 */
export default function FormLines(props: {
  name: string;
  label: ReactNode;
  /** Column titles above the rows (the fields show theirs only while empty). */
  header?: ReactNode;
  /** A new line's values. */
  newLine?: object;
  addText: string;
  removeText: string;
  requiredText: string;
  testId: string;
  line: (field: FormListFieldData, index: number) => ReactNode;
}) {
  return (
    <Form.List name={props.name} rules={[{ validator: async (_, v?: unknown[]) => (v?.length ? undefined : Promise.reject(new Error(props.requiredText))) }]}>
      {(fields, { add, remove }, { errors }) => (
        <Form.Item label={props.label} required>
          {props.header}
          {fields.map((f, i) => (
            <Row key={f.key} gutter={8} align="top" data-testid={`${props.testId}-${i}`}>
              {props.line(f, i)}
              <Col span={2}>
                <Button type="text" icon={<MinusCircleOutlined />} onClick={() => remove(f.name)} disabled={fields.length === 1} aria-label={props.removeText} />
              </Col>
            </Row>
          ))}
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ ...props.newLine })} block data-testid={`${props.testId}-add`}>
            {props.addText}
          </Button>
          <Form.ErrorList errors={errors} />
        </Form.Item>
      )}
    </Form.List>
  );
}
