import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { prefetchRouteCode } from '@/query/routeQueries';
import { testAppData } from '@/testing/umiMax';
import RoutePrefetch, { PREFETCH_DELAY_MS, PREFETCH_SLICE_MS, prefetchAllowed } from '.';

jest.mock('@/query/routeQueries', () => ({ ...jest.requireActual('@/query/routeQueries'), prefetchRouteCode: jest.fn(() => Promise.resolve()) }));

const paths = Array.from({ length: 12 }, (_, i) => `/area/page${i}`);
/** The pages whose code was asked for, in order (each page's lazy import). */
let fetched: string[] = [];
/** Each page's work takes this long on the test's clock: two pages fit a slice. */
const PAGE_MS = PREFETCH_SLICE_MS / 2 + 1;

beforeEach(() => {
  // jsdom has no requestIdleCallback: the component falls back to timers, which jest controls.
  jest.useFakeTimers();
  fetched = [];
  testAppData.clientRoutes = [{ id: 'layout', path: '/', children: paths.map((path) => ({ id: path, path })) }];
  testAppData.routeComponents = Object.fromEntries(
    paths.map((path) => [
      path,
      lazy(() => {
        fetched.push(path);
        // never settles: the test watches what was asked for
        return new Promise<never>(() => {});
      }),
    ]),
  );
  let now = 0;
  jest.spyOn(performance, 'now').mockImplementation(() => (now += PAGE_MS));
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  delete testAppData.clientRoutes;
  delete testAppData.routeComponents;
});

test('nothing is fetched until the page has had its quiet time', () => {
  render(<RoutePrefetch paths={paths} />);
  jest.advanceTimersByTime(PREFETCH_DELAY_MS - 1);
  expect(fetched).toEqual([]);
});

test('then every page, in menu order, a short slice per idle period (no long task)', () => {
  render(<RoutePrefetch paths={paths} />);
  jest.advanceTimersByTime(PREFETCH_DELAY_MS + 60);
  expect(fetched).toEqual(paths.slice(0, 2));
  jest.advanceTimersByTime(1000);
  expect(fetched).toEqual(paths);
});

test("with each page's code, the code its first data needs (its services), in the same order", () => {
  jest.mocked(prefetchRouteCode).mockClear();
  render(<RoutePrefetch paths={paths} />);
  jest.advanceTimersByTime(PREFETCH_DELAY_MS + 1000);
  expect(jest.mocked(prefetchRouteCode).mock.calls.map(([path]) => path)).toEqual(paths);
});

test("the prefetched pages' components render at once on their first visit", async () => {
  const Page = lazy(() => Promise.resolve({ default: () => <p>page 0</p> }));
  testAppData.routeComponents = { ...testAppData.routeComponents, '/area/page0': Page };
  render(<RoutePrefetch paths={paths} />);
  jest.advanceTimersByTime(PREFETCH_DELAY_MS + 60);
  for (let i = 0; i < 3; i++) await Promise.resolve();
  render(
    <Suspense fallback={<p>loading</p>}>
      <Page />
    </Suspense>,
  );
  expect(screen.getByText('page 0')).toBeInTheDocument();
});

test('leaving the layout stops the prefetching', () => {
  const { unmount } = render(<RoutePrefetch paths={paths} />);
  jest.advanceTimersByTime(PREFETCH_DELAY_MS + 60);
  unmount();
  jest.advanceTimersByTime(5000);
  expect(fetched).toEqual(paths.slice(0, 2));
});

test('metered and 2G connections are left alone', () => {
  expect(prefetchAllowed({ saveData: true })).toBe(false);
  expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
  expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
  expect(prefetchAllowed({ effectiveType: '4g' })).toBe(true);
  expect(prefetchAllowed(undefined)).toBe(true);
});
