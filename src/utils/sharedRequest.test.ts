let writes = 0;
let warehouse: string | undefined = 'w1';
jest.mock('./request', () => ({ writeCount: () => writes }));
jest.mock('./storage', () => ({ getWarehouse: () => warehouse }));

import { SHARED_FRESH_MS, sharedRequest } from './sharedRequest';

let seq = 0;
/** A fresh key per test: the shared answers live for the module's lifetime. */
const key = () => `k${(seq += 1)}`;
/** A loader whose answers count its calls: { call: 1 }, { call: 2 }… */
const loader = () => {
  let calls = 0;
  return jest.fn(async (): Promise<{ call: number }> => ({ call: (calls += 1) }));
};

beforeEach(() => {
  writes = 0;
  warehouse = 'w1';
  jest.useFakeTimers({ now: new Date('2026-11-27T08:00:00Z') });
});
afterEach(() => jest.useRealTimers());

test('callers at the same time share one request and its answer', async () => {
  const k = key();
  const load = loader();
  const [a, b, c] = await Promise.all([sharedRequest(k, load), sharedRequest(k, load), sharedRequest(k, load)]);
  expect(load).toHaveBeenCalledTimes(1);
  expect(a).toBe(b);
  expect(b).toBe(c);
});

test('the answer is shared while fresh, asked again after SHARED_FRESH_MS', async () => {
  const k = key();
  const load = loader();
  await sharedRequest(k, load);
  jest.setSystemTime(Date.now() + SHARED_FRESH_MS - 1);
  await sharedRequest(k, load);
  expect(load).toHaveBeenCalledTimes(1);
  jest.setSystemTime(Date.now() + 1);
  expect(await sharedRequest(k, load)).toEqual({ call: 2 });
});

test('a write the console made since the answer was asked for makes it asked again (a zone just made is offered)', async () => {
  const k = key();
  const load = loader();
  await sharedRequest(k, load);
  writes += 1;
  expect(await sharedRequest(k, load)).toEqual({ call: 2 });
  expect(await sharedRequest(k, load)).toEqual({ call: 2 });
  expect(load).toHaveBeenCalledTimes(2);
});

test('each warehouse has its own answer', async () => {
  const k = key();
  const load = loader();
  await sharedRequest(k, load);
  warehouse = 'w2';
  expect(await sharedRequest(k, load)).toEqual({ call: 2 });
  warehouse = 'w1';
  expect(await sharedRequest(k, load)).toEqual({ call: 1 });
});

test('a failure is given to everyone waiting but not kept: the next caller asks again', async () => {
  const k = key();
  const failing = jest.fn(() => Promise.reject(new Error('down')));
  const both = [sharedRequest(k, failing), sharedRequest(k, failing)];
  await expect(both[0]).rejects.toThrow('down');
  await expect(both[1]).rejects.toThrow('down');
  expect(failing).toHaveBeenCalledTimes(1);
  const load = loader();
  expect(await sharedRequest(k, load)).toEqual({ call: 1 });
});

test('a loader that throws at once rejects and keeps nothing', async () => {
  const k = key();
  await expect(
    sharedRequest(k, () => {
      throw new Error('bad');
    }),
  ).rejects.toThrow('bad');
  const load = loader();
  await sharedRequest(k, load);
  expect(load).toHaveBeenCalledTimes(1);
});
