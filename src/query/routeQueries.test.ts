import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { PAGE_COMPONENTS } from '../../config/routes';
import { fetchListPage, keyOf, peekListPage, queryClient } from './index';
import { afterRouteQueries, firstListQuery, ROUTE_QUERIES, startRouteQueries } from './routeQueries';

jest.mock('@/utils/request', () => ({ ...jest.requireActual('@/utils/request'), onWriteSettled: jest.fn() }));

test("every route's first data names a route of the route tree", () => {
  const unknown = Object.keys(ROUTE_QUERIES).filter((path) => !(path in PAGE_COMPONENTS));
  expect(unknown).toEqual([]);
});

/** Screen files (a page's index.tsx and what sits beside it), read as text. */
function screenFiles(dir = join(__dirname, '../pages')): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return screenFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

test('a screen knows nothing of prefetching or caching: it imports no speed or data helper but the kits, services and the query layer', () => {
  // ahooks' useRequest included: a screen's reads (searches too) go through the query layer's useData
  const speed = /from '(@\/utils\/(routeData|sharedRequest|useAnswer|settled|lazyRoutes)|@\/kits\/list\/firstPage|@\/components\/(RoutePrefetch|ListKitWarmup)|@tanstack\/[^']+)'|\buseRequest\b/;
  const offenders = screenFiles().filter((f) => speed.test(readFileSync(f, 'utf8')));
  expect(offenders.map((f) => relative(join(__dirname, '../..'), f))).toEqual([]);
});

test("a click's first page is taken by the list that mounts, once, without asking again", async () => {
  const fetch = jest.fn(() => Promise.resolve({ list: ['row'], total: 1 }));
  startRouteQueries('/somewhere', Date.now(), { '/somewhere': { list: async () => fetch } });
  await afterRouteQueries('/somewhere');
  expect(fetch).toHaveBeenCalledWith(firstListQuery());
  // the list's first query, its fields in another order and with an undefined one
  expect(peekListPage('/somewhere', { pageSize: 20, current: 1, status: undefined })).toEqual({ list: ['row'], total: 1 });
  const own = jest.fn(() => Promise.resolve({ list: [], total: 0 }));
  await expect(fetchListPage('/somewhere', { current: 1, pageSize: 20 }, own)).resolves.toEqual({ list: ['row'], total: 1 });
  expect(own).not.toHaveBeenCalled();
  // another query is not the click's
  expect(peekListPage('/somewhere', { current: 2, pageSize: 20 })).toBeUndefined();
});

test('a list that mounts before the service code has loaded takes the request on its way', async () => {
  let loadService!: (fetch: () => Promise<string>) => void;
  const service = new Promise<() => Promise<string>>((resolve) => {
    loadService = resolve;
  });
  startRouteQueries('/slow-code', Date.now(), { '/slow-code': { list: () => service } });
  const own = jest.fn(() => Promise.resolve('own'));
  const taken = fetchListPage('/slow-code', firstListQuery(), own);
  loadService(() => Promise.resolve('from the click'));
  await expect(taken).resolves.toBe('from the click');
  expect(own).not.toHaveBeenCalled();
});

test('answers are kept per warehouse', () => {
  localStorage.setItem('Current-Warehouse', 'WH-A');
  const inA = keyOf('list', '/x');
  localStorage.setItem('Current-Warehouse', 'WH-B');
  expect(keyOf('list', '/x')).not.toEqual(inA);
  localStorage.clear();
  queryClient.clear();
});
