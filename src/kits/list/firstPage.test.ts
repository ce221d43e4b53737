import { queryKey, startRouteData, takeRouteData } from '@/utils/routeData';
import { firstListQuery, listAtClick } from './firstPage';

test("a list page's declaration starts its first page at the click, taken by the list that opens with that query", () => {
  const fetch = jest.fn((q: unknown) => Promise.resolve({ list: [], total: 0, q }));
  listAtClick('/somewhere/list', fetch);
  startRouteData('/somewhere/list', 1000);
  expect(fetch).toHaveBeenCalledWith({ current: 1, pageSize: 20, status: undefined });
  // what ListScreen asks for as it mounts without filters or a tab (its `firstQuery`)
  expect(takeRouteData('/somewhere/list', 1100, queryKey({ status: undefined, current: 1, pageSize: 20 }))).toBe(fetch.mock.results[0].value);
});

test('another page size or a first tab is another query', () => {
  expect(queryKey(firstListQuery(10))).not.toBe(queryKey(firstListQuery()));
  expect(queryKey(firstListQuery(20, 'open'))).toBe(queryKey({ current: 1, pageSize: 20, status: 'open' }));
});
