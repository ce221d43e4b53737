import { fireEvent, render, screen } from '@testing-library/react';
import { history } from '@umijs/max';
import PageLink from '.';

const push = jest.mocked(history.push);
const replace = jest.mocked(history.replace);

beforeEach(() => {
  push.mockClear();
  replace.mockClear();
  window.history.replaceState(null, '', '/');
});

test('a plain click navigates in the page and tells the caller', () => {
  const onNavigate = jest.fn();
  render(<PageLink to="/inventory/record?sku=SKU-1" onNavigate={onNavigate}>records</PageLink>);
  const link = screen.getByRole('link', { name: 'records' });
  expect(link).toHaveAttribute('href', '/inventory/record?sku=SKU-1');
  expect(fireEvent.click(link)).toBe(false); // the browser's own navigation prevented
  expect(push).toHaveBeenCalledWith('/inventory/record?sku=SKU-1');
  expect(onNavigate).toHaveBeenCalledTimes(1);
});

test('a click with a modifier or another button is left to the browser (a new tab)', () => {
  render(<PageLink to="/homepage">home</PageLink>);
  const link = screen.getByRole('link', { name: 'home' });
  expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
  expect(fireEvent.click(link, { metaKey: true })).toBe(true);
  expect(fireEvent.click(link, { shiftKey: true })).toBe(true);
  expect(fireEvent.click(link, { button: 1 })).toBe(true);
  expect(push).not.toHaveBeenCalled();
});

test('the open page again replaces its history entry; a click the caller prevented does nothing', () => {
  window.history.replaceState(null, '', '/homepage');
  const { rerender } = render(<PageLink to="/homepage">home</PageLink>);
  fireEvent.click(screen.getByRole('link', { name: 'home' }));
  expect(replace).toHaveBeenCalledWith('/homepage');
  expect(push).not.toHaveBeenCalled();
  rerender(
    <PageLink to="/task" onClick={(e) => e.preventDefault()}>
      home
    </PageLink>,
  );
  fireEvent.click(screen.getByRole('link', { name: 'home' }));
  expect(push).not.toHaveBeenCalled();
});
