import { render, screen } from '@testing-library/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { PAGE_CODE_WAIT_MS, pageCodeSettled, routeIdsFor, settleLazy, type RouteById } from './lazyRoutes';

// umi's renderer matches with react-router's own matchRoutes: the same here, not the tests' stand-in
jest.mock('@umijs/max', () => ({ matchRoutes: jest.requireActual('react-router').matchRoutes }));

/** Renders `children` under a Suspense boundary whose fallback reads "loading". */
const renderInSuspense = (children: ReactNode) => render(<Suspense fallback={<p>loading</p>}>{children}</Suspense>);

describe('settleLazy', () => {
  test('a settled lazy component renders at once, without its fallback', async () => {
    // a module that takes a few ticks, as webpack's chunk promise chain does
    const slowTicks = async <T,>(value: T) => {
      for (let i = 0; i < 5; i += 1) await Promise.resolve();
      return value;
    };
    const Page = lazy(() => slowTicks({ default: () => <p>the page</p> }));
    await settleLazy(Page);
    renderInSuspense(<Page />);
    expect(screen.getByText('the page')).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
  });

  test('a failed fetch leaves the component to load again on its first render', async () => {
    let attempts = 0;
    const Page = lazy(() => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: () => <p>the page</p> });
    });
    await settleLazy(Page);
    renderInSuspense(<Page />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('the page')).toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  test('with the internals switch off, the component is left to load on its first render', async () => {
    const Page = lazy(() => Promise.resolve({ default: () => <p>the page</p> }));
    await settleLazy(Page, false);
    renderInSuspense(<Page />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('the page')).toBeInTheDocument();
  });

  test('anything but a lazy component is left alone', async () => {
    await expect(settleLazy(() => null)).resolves.toBeUndefined();
    await expect(settleLazy(undefined)).resolves.toBeUndefined();
  });
});

/** umi's route table as `patchRoutes` hands it over (the generated core/route.tsx): wrappers, index pages, the layout. */
const ROUTES: Record<string, RouteById> = {
  '1': { id: '1', path: '/login' },
  '2': { id: '2', path: '', parentId: '3' },
  '3': { id: '3', path: '/', parentId: 'ant-design-pro-layout' },
  '4': { id: '4', path: '', parentId: '5' },
  '5': { id: '5', path: '/homepage', parentId: 'ant-design-pro-layout' },
  '6': { id: '6', path: '', parentId: '7' },
  '7': { id: '7', path: '/outbound/b2c', parentId: 'ant-design-pro-layout' },
  '8': { id: '8', path: '', parentId: '9' },
  '9': { id: '9', path: '/outbound/b2c/pick', parentId: 'ant-design-pro-layout' },
  '135': { id: '135', path: '/*', parentId: 'ant-design-pro-layout' },
  'ant-design-pro-layout': { id: 'ant-design-pro-layout', path: '/' },
};

test("the routes of a path: the layout, the page's wrapper, the page", () => {
  expect(routeIdsFor(ROUTES, '/homepage')).toEqual(['ant-design-pro-layout', '5', '4']);
  expect(routeIdsFor(ROUTES, '/outbound/b2c/pick')).toEqual(['ant-design-pro-layout', '9', '8']);
  expect(routeIdsFor(ROUTES, '/login')).toEqual(['1']);
  expect(routeIdsFor(ROUTES, '/no/such/page')).toEqual(['ant-design-pro-layout', '135']);
});

describe('pageCodeSettled', () => {
  afterEach(() => jest.useRealTimers());

  test("the page's code settled: its lazy routes render at once", async () => {
    const Layout = lazy(() => Promise.resolve({ default: () => <p>the layout</p> }));
    const Page = lazy(() => Promise.resolve({ default: () => <p>the home page</p> }));
    await pageCodeSettled('/homepage', { routes: ROUTES, routeComponents: { 'ant-design-pro-layout': Layout, '4': Page } });
    render(
      <Suspense fallback={<p>loading</p>}>
        <Layout />
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('the home page')).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
  });

  test('code that does not come holds the first render PAGE_CODE_WAIT_MS at the longest', async () => {
    jest.useFakeTimers();
    const Page = lazy(() => new Promise<never>(() => {}));
    const done = jest.fn();
    void pageCodeSettled('/homepage', { routes: ROUTES, routeComponents: { '4': Page } }).then(done);
    await jest.advanceTimersByTimeAsync(PAGE_CODE_WAIT_MS - 1);
    expect(done).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalled();
  });

  test('before umi has handed over its routes, nothing to wait for', async () => {
    await expect(pageCodeSettled('/homepage', undefined)).resolves.toBeUndefined();
  });
});
