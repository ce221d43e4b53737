import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { testAppData } from '@/testing/umiMax';
import RoutePrefetch, { PREFETCH_BATCH, PREFETCH_DELAY_MS, prefetchAllowed } from '.';

const preload = testAppData.preloadRoute as jest.Mock;
const paths = Array.from({ length: 12 }, (_, i) => `/area/page${i}`);

beforeEach(() => {
  jest.useFakeTimers();
  preload.mockClear();
  // jsdom has no requestIdleCallback: the component falls back to timers, which jest controls.
});
afterEach(() => jest.useRealTimers());

test('nothing is fetched until the page has had its quiet time', () => {
  render(<RoutePrefetch paths={paths} />);
  jest.advanceTimersByTime(PREFETCH_DELAY_MS - 1);
  expect(preload).not.toHaveBeenCalled();
});

test('then every path is preloaded, a batch per idle period, in menu order', () => {
  render(<RoutePrefetch paths={paths} />);
  jest.advanceTimersByTime(PREFETCH_DELAY_MS + 60);
  expect(preload).toHaveBeenCalledTimes(PREFETCH_BATCH);
  jest.advanceTimersByTime(1000);
  expect(preload.mock.calls.map((c) => c[0])).toEqual(paths);
});

test("the prefetched pages' components render at once on their first visit", async () => {
  const Page = lazy(() => Promise.resolve({ default: () => <p>page 0</p> }));
  testAppData.clientRoutes = [{ id: '1', path: '/', children: [{ id: '2', path: '/area/page0' }] }];
  testAppData.routeComponents = { '2': Page };
  try {
    render(<RoutePrefetch paths={paths} />);
    jest.advanceTimersByTime(PREFETCH_DELAY_MS + 60);
    for (let i = 0; i < 3; i++) await Promise.resolve();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('page 0')).toBeInTheDocument();
  } finally {
    delete testAppData.clientRoutes;
    delete testAppData.routeComponents;
  }
});

test('leaving the layout stops the prefetching', () => {
  const { unmount } = render(<RoutePrefetch paths={paths} />);
  jest.advanceTimersByTime(PREFETCH_DELAY_MS + 60);
  unmount();
  jest.advanceTimersByTime(5000);
  expect(preload).toHaveBeenCalledTimes(PREFETCH_BATCH);
});

test('metered and 2G connections are left alone', () => {
  expect(prefetchAllowed({ saveData: true })).toBe(false);
  expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
  expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
  expect(prefetchAllowed({ effectiveType: '4g' })).toBe(true);
  expect(prefetchAllowed(undefined)).toBe(true);
});
