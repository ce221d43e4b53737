import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import FilterBar, { filledIn } from '.';

jest.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => `t:${key}` }) }));

test('filledIn keeps the filled-in values only', () => {
  expect(filledIn({ a: 'x', b: '', c: '  ', d: undefined, e: null, f: 0, g: ['d1', 'd2'] })).toEqual({ a: 'x', f: 0, g: ['d1', 'd2'] });
});

function renderBar(onSearch: jest.Mock, initialValues?: { no?: string; sku?: string }) {
  render(
    <FilterBar<{ no?: string; sku?: string }> onSearch={onSearch} testId="bar" initialValues={initialValues}>
      <Form.Item name="no" label="no">
        <Input data-testid="no" />
      </Form.Item>
      <Form.Item name="sku" label="sku">
        <Input data-testid="sku" />
      </Form.Item>
    </FilterBar>,
  );
}

test('Search sends the filled-in fields; Enter in a field searches too', async () => {
  const onSearch = jest.fn();
  renderBar(onSearch);
  fireEvent.change(screen.getByTestId('no'), { target: { value: 'SO1' } });
  fireEvent.click(screen.getByText('t:filter.search'));
  await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith({ no: 'SO1' }));
  fireEvent.change(screen.getByTestId('sku'), { target: { value: 'SKU-9' } });
  fireEvent.submit(screen.getByTestId('sku').closest('form')!);
  await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith({ no: 'SO1', sku: 'SKU-9' }));
});

test('Reset empties the fields and searches with no filters', async () => {
  const onSearch = jest.fn();
  renderBar(onSearch);
  fireEvent.change(screen.getByTestId('no'), { target: { value: 'SO1' } });
  fireEvent.click(screen.getByText('t:filter.reset'));
  expect(onSearch).toHaveBeenLastCalledWith({});
  expect(screen.getByTestId<HTMLInputElement>('no').value).toBe('');
});

test('every field gets a column of its own that follows the window width (CSS classes), and the buttons end the row', () => {
  renderBar(jest.fn());
  const columns = screen.getByTestId('bar').querySelectorAll('.wms-filter-bar > .ant-row > .ant-col');
  expect(columns).toHaveLength(3);
  expect(columns[0].className).toEqual(expect.stringContaining('ant-col-xl-8'));
  expect(columns[0].className).toEqual(expect.stringContaining('ant-col-xxl-6'));
  expect(columns[2].textContent).toBe('t:filter.resett:filter.search');
});

test('initial values (filters read from the address) fill the fields; Reset empties them too', async () => {
  const onSearch = jest.fn();
  renderBar(onSearch, { sku: 'SKU-1' });
  expect(screen.getByTestId<HTMLInputElement>('sku').value).toBe('SKU-1');
  fireEvent.click(screen.getByText('t:filter.search'));
  await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith({ sku: 'SKU-1' }));
  fireEvent.click(screen.getByText('t:filter.reset'));
  expect(onSearch).toHaveBeenLastCalledWith({});
  expect(screen.getByTestId<HTMLInputElement>('sku').value).toBe('');
});
