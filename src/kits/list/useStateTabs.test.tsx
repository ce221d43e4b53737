import type { ActionType } from '@ant-design/pro-components';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { deferred } from '@/testing/deferred';
import { RequestError } from '@/utils/request';
import { canonical } from '@/query';
import { afterRouteQueries, startRouteQueries, type FirstQuery } from '@/query/routeQueries';

const queryKey = (q: unknown) => JSON.stringify(canonical(q));
/** As a click on a link to `path` does, for a list whose first query is `{ current: 1 }`. */
const clickTo = (path: string, load: () => Promise<string>) =>
  startRouteQueries(path, Date.now(), { [path]: { list: async () => load, query: { current: 1 } as FirstQuery } });
import { LIST_SLOW_MS } from './layout';
import { useEarlyFirstPage, useStateTabs } from './useStateTabs';

jest.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => `t:${key}` }) }));
jest.mock('@/i18n', () => ({ __esModule: true, default: { language: 'en', t: (key: string) => `t:${key}` } }));
jest.mock('@/utils/session', () => ({ handleUnauthorized: jest.fn() }));

const STATES = ['created', 'shipped'] as const;
/** The states' names as a screen gives them (its own words). */
const label = (s: string) => `t:outbound.status.${s}`;
const wrapper = ({ children }: { children: ReactNode }) => <App>{children}</App>;
/** The table's action ref, with a reload the test can watch. */
const tableRef = () => ({ current: { reload: jest.fn() } as unknown as ActionType });
const page = (list: string[]) => ({ list, total: list.length, counts: { created: 1, shipped: 2 }, all: 3 });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('before the first answer the list claims no "no data"; after it, the empty state is antd\'s own', async () => {
  const { result } = renderHook(() => useStateTabs(STATES, tableRef(), { label }), { wrapper });
  render(<>{(result.current.tableProps.locale as { emptyText: ReactNode }).emptyText}</>);
  expect(screen.getByTestId('list-pending')).toBeEmptyDOMElement();
  render(<>{result.current.items[0].label}</>);
  expect(screen.getByTestId('tab-all').textContent).toBe('t:kit.list.tab.all'); // no "(0)" yet

  await act(() => result.current.load(() => Promise.resolve(page([]))));
  expect(result.current.tableProps.locale).toBeUndefined();
});

test('a quick answer never shows the list busy; a slow one does, until it is in', async () => {
  const { result } = renderHook(() => useStateTabs(STATES, tableRef(), { label }), { wrapper });
  const quick = deferred<ReturnType<typeof page>>();
  let loading: Promise<unknown>;
  act(() => {
    loading = result.current.load(() => quick.promise);
  });
  act(() => jest.advanceTimersByTime(LIST_SLOW_MS - 1));
  await act(async () => {
    quick.resolve(page(['a']));
    await loading;
  });
  act(() => jest.advanceTimersByTime(5 * LIST_SLOW_MS));
  expect(result.current.tableProps.loading).toBe(false);

  const slow = deferred<ReturnType<typeof page>>();
  act(() => {
    loading = result.current.load(() => slow.promise);
  });
  expect(result.current.tableProps.loading).toBe(false);
  act(() => jest.advanceTimersByTime(LIST_SLOW_MS));
  expect(result.current.tableProps.loading).toBe(true);
  await act(async () => {
    slow.resolve(page(['a', 'b']));
    await loading;
  });
  expect(result.current.tableProps.loading).toBe(false);
});

test('an answer gives the rows to the table and the counts to the tabs', async () => {
  const { result } = renderHook(() => useStateTabs(STATES, tableRef(), { label }), { wrapper });
  let answer: unknown;
  await act(async () => {
    answer = await result.current.load(() => Promise.resolve(page(['a', 'b'])));
  });
  expect(answer).toEqual({ data: ['a', 'b'], total: 2, success: true });
  const labels = result.current.items.map((i) => {
    const { container } = render(<>{i.label}</>);
    return container.textContent;
  });
  expect(labels.map((l) => l?.replace(/\D+/g, ' ').trim())).toEqual(['3', '1', '2']);
});

/** The tab labels as shown. */
const tabLabels = (items: { label: ReactNode }[]) => items.map((i) => render(<>{i.label}</>).container.textContent);

test('a failed load empties the rows (never the previous tab\'s) and the counts, and shows the error with Retry in their place', async () => {
  const ref = tableRef();
  const { result } = renderHook(() => useStateTabs(STATES, ref, { label }), { wrapper });
  await act(() => result.current.load(() => Promise.resolve(page(['a', 'b']))));
  expect(tabLabels(result.current.items)).toEqual(['t:kit.list.tab.all (3)', 't:outbound.status.created (1)', 't:outbound.status.shipped (2)']);

  let answer: unknown;
  await act(async () => {
    answer = await result.current.load(() => Promise.reject(new RequestError(0, 'You are offline', undefined, 'offline')));
  });
  // success: true with no rows: ProTable keeps its last rows on `success: false`.
  expect(answer).toEqual({ data: [], total: 0, success: true });
  expect(result.current.tableProps.loading).toBe(false);
  expect(tabLabels(result.current.items)).toEqual(['t:kit.list.tab.all', 't:outbound.status.created', 't:outbound.status.shipped']);
  render(<App>{(result.current.tableProps.locale as { emptyText: ReactNode }).emptyText}</App>);
  expect(screen.getByTestId('list-error').textContent).toContain('t:list.error.title');
  expect(screen.getByTestId('list-error').textContent).toContain('You are offline');
  fireEvent.click(screen.getByTestId('list-retry'));
  expect(ref.current.reload).toHaveBeenCalledTimes(1);

  await act(() => result.current.load(() => Promise.resolve(page(['a']))));
  expect(result.current.tableProps.locale).toBeUndefined();
});

test('a failure that is not a request error is told as an answer the console could not use', async () => {
  const { result } = renderHook(() => useStateTabs(STATES, tableRef(), { label }), { wrapper });
  await act(() => result.current.load(() => Promise.reject(new TypeError("Cannot read properties of undefined (reading 'map')"))));
  render(<App>{(result.current.tableProps.locale as { emptyText: ReactNode }).emptyText}</App>);
  expect(screen.getByTestId('list-error').textContent).toContain('t:request.badAnswer');
});

test('an older load failing after a newer one answered changes nothing', async () => {
  const { result } = renderHook(() => useStateTabs(STATES, tableRef(), { label }), { wrapper });
  const old = deferred<ReturnType<typeof page>>();
  let oldLoad: Promise<unknown>;
  act(() => {
    oldLoad = result.current.load(() => old.promise);
  });
  await act(() => result.current.load(() => Promise.resolve(page(['b']))));
  await act(async () => {
    old.reject(new Error('late'));
    await oldLoad;
  });
  expect(result.current.tableProps.locale).toBeUndefined();
  expect(tabLabels(result.current.items)[0]).toBe('t:kit.list.tab.all (3)');
});

test('the first page is asked for as the list mounts; the same first request takes that answer, later ones fetch anew', async () => {
  const fetchPage = jest.fn((q: { current: number; status?: string }) => Promise.resolve(`page ${q.current}${q.status ?? ''}`));
  const { result } = renderHook(() => useEarlyFirstPage<{ current: number; status?: string }, string>({ current: 1 }, fetchPage));
  expect(fetchPage).toHaveBeenCalledTimes(1); // on mount, before the table asks

  await expect(result.current.fetch({ current: 1 })).resolves.toBe('page 1');
  expect(fetchPage).toHaveBeenCalledTimes(1); // taken over, not asked twice
  await expect(result.current.fetch({ current: 1 })).resolves.toBe('page 1');
  expect(fetchPage).toHaveBeenCalledTimes(2); // a reload asks again
});

test('a first request for another page or filter does not take the early answer', async () => {
  const fetchPage = jest.fn((q: { current: number; status?: string }) => Promise.resolve(`page ${q.current}${q.status ?? ''}`));
  const { result } = renderHook(() => useEarlyFirstPage<{ current: number; status?: string }, string>({ current: 1 }, fetchPage));
  await expect(result.current.fetch({ current: 1, status: 'created' })).resolves.toBe('page 1created');
  expect(fetchPage).toHaveBeenCalledTimes(2);
});

test('the first page the click on the menu entry already asked for is taken over, not asked again', async () => {
  window.history.pushState({}, '', '/list-with-early-data');
  clickTo('/list-with-early-data', () => Promise.resolve('page 1, from the click'));
  await afterRouteQueries('/list-with-early-data');
  const fetchPage = jest.fn(() => Promise.resolve('page 1'));
  const { result } = renderHook(() => useEarlyFirstPage<{ current: number }, string>({ current: 1 }, fetchPage));
  await expect(result.current.fetch({ current: 1 })).resolves.toBe('page 1, from the click');
  expect(fetchPage).not.toHaveBeenCalled();
  window.history.pushState({}, '', '/');
});

test('a list that rendered the click\'s first page itself asks anew when it reloads (never that old page again)', async () => {
  window.history.pushState({}, '', '/list-rendered-early');
  clickTo('/list-rendered-early', () => Promise.resolve('page 1, from the click'));
  await afterRouteQueries('/list-rendered-early');
  const fetchPage = jest.fn(() => Promise.resolve('page 1, after a claim'));
  const { result } = renderHook(() => useEarlyFirstPage<{ current: number }, string>({ current: 1 }, fetchPage, true));
  expect(result.current.initial).toBe('page 1, from the click');
  await expect(result.current.fetch({ current: 1 })).resolves.toBe('page 1, after a claim');
  window.history.pushState({}, '', '/');
});

test('a query is the same whatever the order of its fields, and with or without undefined ones', () => {
  expect(queryKey({ current: 1, status: undefined, no: 'D2' })).toBe(queryKey({ no: 'D2', current: 1 }));
  expect(queryKey({ current: 1, no: 'D2' })).not.toBe(queryKey({ current: 2, no: 'D2' }));
  expect(queryKey({ current: 1, no: '' })).not.toBe(queryKey({ current: 1 }));
});

test('a page opened with a query (filtered) does not take the unfiltered first page registered for its path', async () => {
  window.history.pushState({}, '', '/list-with-early-data-2?status=approved');
  clickTo('/list-with-early-data-2', () => Promise.resolve('unfiltered page'));
  const fetchPage = jest.fn(() => Promise.resolve('approved page'));
  const { result } = renderHook(() => useEarlyFirstPage<{ current: number; status: string }, string>({ current: 1, status: 'approved' }, fetchPage));
  await expect(result.current.fetch({ current: 1, status: 'approved' })).resolves.toBe('approved page');
  expect(fetchPage).toHaveBeenCalledTimes(1);
  window.history.pushState({}, '', '/');
});
