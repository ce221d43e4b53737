import { RequestError } from '@/utils/request';
import { isTransient, newScanKey, queueStorageKey, ScanQueue, type QueuedScan, type ScanOutcome } from './queue';

jest.mock('@/i18n', () => ({ __esModule: true, default: { language: 'en', t: (k: string) => k } }));
jest.mock('@/utils/session', () => ({ handleUnauthorized: jest.fn() }));

const offline = () => new RequestError(0, 'offline', undefined, 'network');
const refused = () => new RequestError(409, 'Over-pick', { code: 'x' }, 'http');

/** A fake server: answers by the scripted list ('ok', 'net', 'refuse'), then 'ok'; records what reached it. */
function server(script: ('ok' | 'net' | 'refuse')[] = []) {
  const received: { key: string; payload: unknown }[] = [];
  const send = jest.fn(async (item: QueuedScan) => {
    const what = script.shift() ?? 'ok';
    if (what === 'net') throw offline();
    if (what === 'refuse') throw refused();
    received.push({ key: item.key, payload: item.payload });
    return { echo: item.payload };
  });
  return { send, received };
}

const KEY = queueStorageKey('u1', 'w1', 'pick');
beforeEach(() => localStorage.clear());

test('a scan that reaches the server is sent once and never listed', async () => {
  const { send, received } = server();
  const changes: number[] = [];
  const q = new ScanQueue({ storageKey: KEY, send, onChange: (items) => changes.push(items.length) });
  expect(await q.submit('pick', { qty: 1 }, 'A-01 · SKU1 × 1')).toEqual({ status: 'sent', result: { echo: { qty: 1 } } });
  expect(received).toHaveLength(1);
  expect(q.waiting()).toEqual([]);
  expect(changes.every((n) => n === 0)).toBe(true);
  expect(localStorage.getItem(KEY)).toBeNull();
});

test('a refusal leaves the queue at once and is reported, not retried', async () => {
  const { send } = server(['refuse']);
  const q = new ScanQueue({ storageKey: KEY, send });
  const outcome = await q.submit('pick', { qty: 9 }, 'x');
  expect(outcome.status).toBe('refused');
  expect((outcome as { error: RequestError }).error.status).toBe(409);
  await q.flush();
  expect(send).toHaveBeenCalledTimes(1);
  expect(q.waiting()).toEqual([]);
});

test('unreachable: the scan waits, persisted with its key; when the network is back it is sent in order, with the same key', async () => {
  const { send, received } = server(['net', 'net']);
  const delivered: [string, ScanOutcome['status']][] = [];
  const q = new ScanQueue({ storageKey: KEY, send, onDelivered: (item, o) => delivered.push([item.label, o.status]) });
  expect(await q.submit('pick', { n: 1 }, 'first', 'key-1')).toEqual({ status: 'queued' });
  // the second scan goes behind the first (the head fails again: both wait)
  expect(await q.submit('pick', { n: 2 }, 'second', 'key-2')).toEqual({ status: 'queued' });
  expect(q.waiting().map((x) => x.label)).toEqual(['first', 'second']);
  expect(JSON.parse(localStorage.getItem(KEY)!).map((x: QueuedScan) => x.key)).toEqual(['key-1', 'key-2']);
  await q.flush();
  expect(received).toEqual([
    { key: 'key-1', payload: { n: 1 } },
    { key: 'key-2', payload: { n: 2 } },
  ]);
  expect(delivered).toEqual([
    ['first', 'sent'],
    ['second', 'sent'],
  ]);
  expect(q.waiting()).toEqual([]);
  expect(localStorage.getItem(KEY)).toBeNull();
});

test('a new scan behind waiting ones is sent after them once the network is back', async () => {
  const { send, received } = server(['net']);
  const q = new ScanQueue({ storageKey: KEY, send });
  await q.submit('pick', 1, 'first', 'key-1');
  expect(await q.submit('pick', 2, 'second', 'key-2')).toEqual({ status: 'sent', result: { echo: 2 } });
  expect(received.map((r) => r.key)).toEqual(['key-1', 'key-2']);
});

test('a refused scan in the queue is dropped and reported; the ones behind it are still sent', async () => {
  const { send, received } = server(['net', 'refuse']);
  const delivered: ScanOutcome['status'][] = [];
  const q = new ScanQueue({ storageKey: KEY, send, onDelivered: (_, o) => delivered.push(o.status) });
  await q.submit('pick', 1, 'first', 'key-1');
  expect(await q.submit('pick', 2, 'second', 'key-2')).toEqual({ status: 'sent', result: { echo: 2 } });
  expect(delivered).toEqual(['refused']);
  expect(received.map((r) => r.key)).toEqual(['key-2']);
});

test('a queue left by an earlier page is read back (per user, warehouse and screen) and shown as waiting', async () => {
  const { send } = server(['net']);
  await new ScanQueue({ storageKey: KEY, send }).submit('pick', 1, 'left over', 'key-9');
  const again = server();
  const q = new ScanQueue({ storageKey: KEY, send: again.send });
  expect(q.waiting().map((x) => x.key)).toEqual(['key-9']);
  expect(new ScanQueue({ storageKey: queueStorageKey('u2', 'w1', 'pick'), send: again.send }).waiting()).toEqual([]);
  expect(new ScanQueue({ storageKey: queueStorageKey('u1', 'w2', 'pick'), send: again.send }).waiting()).toEqual([]);
  await q.flush();
  expect(again.received.map((r) => r.key)).toEqual(['key-9']);
});

test('damaged storage is an empty queue', () => {
  localStorage.setItem(KEY, '{not json');
  expect(new ScanQueue({ storageKey: KEY, send: jest.fn() }).waiting()).toEqual([]);
  localStorage.setItem(KEY, JSON.stringify([{ nope: 1 }, 5]));
  expect(new ScanQueue({ storageKey: KEY, send: jest.fn() }).waiting()).toEqual([]);
});

test('only no answer (network, offline, timeout, an expired session) is worth retrying', () => {
  expect(isTransient(new RequestError(0, 'x', undefined, 'timeout'))).toBe(true);
  expect(isTransient(new RequestError(0, 'x', undefined, 'offline'))).toBe(true);
  expect(isTransient(new RequestError(401, 'x', undefined, 'http'))).toBe(true);
  for (const status of [400, 403, 404, 409, 422]) expect(isTransient(new RequestError(status, 'x'))).toBe(false);
  expect(isTransient(new Error('bug'))).toBe(false);
});

test('keys are unique', () => {
  const keys = new Set(Array.from({ length: 200 }, newScanKey));
  expect(keys.size).toBe(200);
  for (const k of keys) expect(k).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
});
