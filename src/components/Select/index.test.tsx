import { render } from '@testing-library/react';
import { Form } from 'antd';
import Select from '.';

test("a required Form.Item's aria-required is on the combobox, not on the role-less wrapper", () => {
  const { container, getByRole } = render(
    <Form>
      <Form.Item name="kind" label="Kind" rules={[{ required: true }]}>
        <Select options={[{ value: 'a', label: 'A' }]} data-testid="kind" />
      </Form.Item>
    </Form>,
  );
  expect(container.querySelector('[data-testid=kind]')).not.toHaveAttribute('aria-required');
  expect(getByRole('combobox')).toHaveAttribute('aria-required', 'true');
});

test('an optional one has none', () => {
  const { getByRole } = render(<Select options={[]} />);
  expect(getByRole('combobox')).not.toHaveAttribute('aria-required');
});
