import { act, fireEvent, render, screen } from '@testing-library/react';
import { history } from '@umijs/max';
import { deferred } from '@/testing/deferred';
import { ROUTE_DATA_WAIT_MS, startRouteQueries } from '@/query/routeQueries';
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

test("a click that started the next page's first data navigates once it is in: the page renders with its rows", async () => {
  const rows = deferred<string[]>();
  render(<PageLink to="/list-waited-for">list</PageLink>);
  // as the click's capture listener does (src/query/routeQueries)
  startRouteQueries('/list-waited-for', Date.now(), { '/list-waited-for': { list: async () => () => rows.promise } });
  fireEvent.click(screen.getByRole('link', { name: 'list' }));
  expect(push).not.toHaveBeenCalled();
  await act(async () => rows.resolve(['row 1']));
  expect(push).toHaveBeenCalledWith('/list-waited-for');
});

test('a slow answer is not waited for past ROUTE_DATA_WAIT_MS; a failed one is not waited for either', async () => {
  jest.useFakeTimers();
  try {
      render(<PageLink to="/list-slow">slow</PageLink>);
    startRouteQueries('/list-slow', Date.now(), { '/list-slow': { list: async () => () => deferred<string[]>().promise } });
    fireEvent.click(screen.getByRole('link', { name: 'slow' }));
    await act(async () => jest.advanceTimersByTime(ROUTE_DATA_WAIT_MS - 10));
    expect(push).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(10));
    expect(push).toHaveBeenCalledWith('/list-slow');
  } finally {
    jest.useRealTimers();
  }
  const failing = deferred<string[]>();
  render(<PageLink to="/list-failing">failing</PageLink>);
  startRouteQueries('/list-failing', Date.now(), { '/list-failing': { list: async () => () => failing.promise } });
  fireEvent.click(screen.getByRole('link', { name: 'failing' }));
  await act(async () => failing.reject(new Error('down')));
  expect(push).toHaveBeenLastCalledWith('/list-failing'); // the page shows the failure
});

test('while a page waits for its data, a later click wins, and so does a navigation by other means (Back)', async () => {
  const first = deferred<string[]>();
  const second = deferred<string[]>();
  render(
    <>
      <PageLink to="/list-first">first</PageLink>
      <PageLink to="/list-second">second</PageLink>
    </>,
  );
  startRouteQueries('/list-first', Date.now(), { '/list-first': { list: async () => () => first.promise } });
  fireEvent.click(screen.getByRole('link', { name: 'first' }));
  startRouteQueries('/list-second', Date.now(), { '/list-second': { list: async () => () => second.promise } });
  fireEvent.click(screen.getByRole('link', { name: 'second' }));
  await act(async () => first.resolve([]));
  expect(push).not.toHaveBeenCalled();
  window.history.pushState(null, '', '/elsewhere'); // Back, or a page's own navigation
  await act(async () => second.resolve([]));
  expect(push).not.toHaveBeenCalled();
});
