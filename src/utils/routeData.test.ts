import { afterRouteData, listenForRouteData, queryKey, registerRouteData, ROUTE_DATA_FRESH_MS, settledRouteData, startRouteData, takeRouteData, takeSettledRouteData } from './routeData';

test('a started request is taken over once by its page; nothing is started for pages without one', () => {
  const load = jest.fn(() => Promise.resolve('page 1'));
  registerRouteData('/list-a', load);
  startRouteData('/list-a', 1000);
  startRouteData('/list-a', 1500); // already on its way
  expect(load).toHaveBeenCalledTimes(1);
  const taken = takeRouteData<string>('/list-a', 1600);
  expect(taken).toBe(load.mock.results[0].value);
  expect(takeRouteData('/list-a', 1700)).toBeUndefined();
  startRouteData('/no-data', 1000);
  expect(takeRouteData('/no-data', 1000)).toBeUndefined();
});

test('a request older than the freshness window is not taken, and a new click asks anew', () => {
  const load = jest.fn(() => Promise.resolve('page'));
  registerRouteData('/list-b', load);
  startRouteData('/list-b', 0);
  startRouteData('/list-b', ROUTE_DATA_FRESH_MS + 1);
  expect(load).toHaveBeenCalledTimes(2);
  expect(takeRouteData('/list-b', 3 * ROUTE_DATA_FRESH_MS)).toBeUndefined();
});

test('a failed request is not an unhandled rejection; the page that takes it gets the failure', async () => {
  registerRouteData('/list-c', () => Promise.reject(new Error('down')));
  startRouteData('/list-c');
  await expect(takeRouteData('/list-c')).rejects.toThrow('down');
});

describe('clicks on links', () => {
  let stop: () => void;
  const load = jest.fn(() => Promise.resolve('rows'));
  beforeAll(() => registerRouteData('/list-d', load));
  beforeEach(() => {
    load.mockClear();
    stop = listenForRouteData(document);
    document.body.innerHTML = '<a id="in" href="/list-d"><span id="label">List</span></a><a id="out" href="https://example.com/list-d">x</a><a id="tab" href="/list-d" target="_blank">x</a><a id="filtered" href="/list-d?status=allocated">x</a>';
  });
  afterEach(() => {
    stop();
    takeRouteData('/list-d');
  });
  const click = (id: string, init: MouseEventInit = {}) => document.getElementById(id)!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));

  test('a left click on a link to the page (or on its text) starts its data before the page renders', () => {
    click('label');
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('other clicks start nothing: another site, a new tab, a modified or middle click, a link that opens the page filtered', () => {
    click('filtered');
    click('out');
    click('tab');
    click('in', { ctrlKey: true });
    click('in', { button: 1 });
    expect(load).not.toHaveBeenCalled();
  });

  test('after stopping, clicks start nothing', () => {
    stop();
    click('in');
    expect(load).not.toHaveBeenCalled();
  });
});

test('a request registered for a query is taken only by a page that asks for the same query', () => {
  const load = jest.fn(() => Promise.resolve('page 1'));
  registerRouteData('/list-e', load, queryKey({ current: 1, pageSize: 20 }));
  startRouteData('/list-e', 1000);
  // the page opened with another page size (a remembered setting): it asks for its own
  expect(takeRouteData('/list-e', 1100, queryKey({ current: 1, pageSize: 50 }))).toBeUndefined();
  startRouteData('/list-e', 5000);
  // the same query, its fields in another order and an absent status: taken
  expect(takeRouteData('/list-e', 5100, queryKey({ pageSize: 20, status: undefined, current: 1 }))).toBe(load.mock.results[1].value);
});

test('a page with several first requests: a click starts them all, and each is taken from its own slot', () => {
  const rows = jest.fn(() => Promise.resolve('rows'));
  const figures = jest.fn(() => Promise.resolve('figures'));
  registerRouteData('/list-f', rows, queryKey({ current: 1, pageSize: 20 }));
  registerRouteData('/list-f', figures, undefined, 'figures');
  startRouteData('/list-f', 1000);
  expect(rows).toHaveBeenCalledTimes(1);
  expect(figures).toHaveBeenCalledTimes(1);
  expect(takeRouteData('/list-f', 1100, undefined, 'figures')).toBe(figures.mock.results[0].value);
  // taking one slot leaves the other
  expect(takeRouteData('/list-f', 1100, queryKey({ current: 1, pageSize: 20 }))).toBe(rows.mock.results[0].value);
  expect(takeRouteData('/list-f', 1200, undefined, 'figures')).toBeUndefined();
  // a slot taken is started again by the next click; one still on its way is not
  registerRouteData('/list-g', rows);
  registerRouteData('/list-g', figures, undefined, 'figures');
  startRouteData('/list-g', 2000);
  takeRouteData('/list-g', 2100, undefined, 'figures');
  startRouteData('/list-g', 2200);
  expect(figures).toHaveBeenCalledTimes(3);
  expect(rows).toHaveBeenCalledTimes(2);
});

test('an answer in before the page renders is read at once: peeked (left for the page), then taken once', async () => {
  registerRouteData('/list-settled', () => Promise.resolve({ list: ['row'], supervisor: true }), 'first-page');
  startRouteData('/list-settled');
  expect(takeSettledRouteData('/list-settled')).toBeUndefined(); // still on its way: left for the page to take
  await afterRouteData('/list-settled');
  expect(settledRouteData('/list-settled')).toEqual({ list: ['row'], supervisor: true });
  expect(takeSettledRouteData('/list-settled', Date.now(), 'first-page')).toEqual({ ok: true, value: { list: ['row'], supervisor: true } });
  expect(takeSettledRouteData('/list-settled')).toBeUndefined();
  // a page that asks for another query drops it (and asks for its own)
  startRouteData('/list-settled');
  await afterRouteData('/list-settled');
  expect(takeSettledRouteData('/list-settled', Date.now(), 'another query')).toBeUndefined();
  expect(settledRouteData('/list-settled')).toBeUndefined();
});

test('afterRouteData waits for every slot of the page; nothing to wait for once they are in, or for a page without any', async () => {
  let answered = 0;
  registerRouteData('/list-slots', () => Promise.resolve(++answered));
  registerRouteData('/list-slots', () => Promise.resolve(++answered), undefined, 'options');
  expect(afterRouteData('/list-slots')).toBeUndefined(); // not started
  startRouteData('/list-slots');
  await afterRouteData('/list-slots');
  expect(answered).toBe(2);
  expect(afterRouteData('/list-slots')).toBeUndefined();
  expect(afterRouteData('/no-such-list')).toBeUndefined();
});
