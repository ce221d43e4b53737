import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { PAGE_COMPONENTS } from '../../config/routes';
import { fetchListPage, keyOf, peekListPage, queryClient } from './index';
import { afterRouteQueries, firstListQuery, prefetchRouteCode, ROUTE_QUERIES, startRouteQueries } from './routeQueries';

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

test("a route's code prefetch loads its services' code and asks for no data; a failed chunk is no error", async () => {
  const fetchPage = jest.fn();
  const fetchMeta = jest.fn();
  const routes = {
    '/area/list': { list: jest.fn(() => Promise.resolve(fetchPage)), also: jest.fn(() => Promise.resolve([fetchMeta])) },
    '/area/broken': { list: () => Promise.reject(new Error('ChunkLoadError')) },
  };
  await prefetchRouteCode('/area/list', routes);
  expect(routes['/area/list'].list).toHaveBeenCalledTimes(1);
  expect(routes['/area/list'].also).toHaveBeenCalledTimes(1);
  expect(fetchPage).not.toHaveBeenCalled();
  expect(fetchMeta).not.toHaveBeenCalled();
  await expect(prefetchRouteCode('/area/broken', routes)).resolves.toBeUndefined();
  await expect(prefetchRouteCode('/no/such/route', routes)).resolves.toBeUndefined();
});

test("a click's first page is taken by the list that mounts, once; a later visit asks anew", async () => {
  const fetch = jest.fn(() => Promise.resolve({ list: ['row'], total: 1 }));
  startRouteQueries('/somewhere', Date.now(), { '/somewhere': { list: async () => fetch } });
  await afterRouteQueries('/somewhere');
  expect(fetch).toHaveBeenCalledWith(firstListQuery());
  // another query is not the click's
  expect(peekListPage('/somewhere', { current: 2, pageSize: 20 })).toBeUndefined();
  // the list's first query, its fields in another order and with an undefined one
  expect(peekListPage('/somewhere', { pageSize: 20, current: 1, status: undefined })).toEqual({ list: ['row'], total: 1 });
  const own = jest.fn(() => Promise.resolve({ list: [], total: 0 }));
  await expect(fetchListPage('/somewhere', { current: 1, pageSize: 20 }, own)).resolves.toEqual({ list: [], total: 0 });
  expect(own).toHaveBeenCalledTimes(1);
});

test('a list that mounts while the click\'s page is on its way takes that request', async () => {
  const fetch = jest.fn(() => Promise.resolve('from the click'));
  startRouteQueries('/on-its-way', Date.now(), { '/on-its-way': { list: async () => fetch } });
  const own = jest.fn(() => Promise.resolve('own'));
  await expect(fetchListPage('/on-its-way', firstListQuery(), own)).resolves.toBe('from the click');
  expect(own).not.toHaveBeenCalled();
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

test("while the click's request is on its way, the list does not render an older answer of the same query", async () => {
  const first = jest.fn(() => Promise.resolve('first visit'));
  startRouteQueries('/again', Date.now(), { '/again': { list: async () => first } });
  await afterRouteQueries('/again');
  expect(peekListPage('/again', firstListQuery())).toBe('first visit');
  let answer!: (page: string) => void;
  const second = () => new Promise<string>((resolve) => {
    answer = resolve;
  });
  startRouteQueries('/again', Date.now(), { '/again': { list: async () => second } });
  expect(peekListPage('/again', firstListQuery())).toBeUndefined();
  await Promise.resolve();
  answer('second visit');
  await afterRouteQueries('/again');
  expect(peekListPage('/again', firstListQuery())).toBe('second visit');
});

test('answers are kept per warehouse', () => {
  localStorage.setItem('Current-Warehouse', 'WH-A');
  const inA = keyOf('list', '/x');
  localStorage.setItem('Current-Warehouse', 'WH-B');
  expect(keyOf('list', '/x')).not.toEqual(inA);
  localStorage.clear();
  queryClient.clear();
});
