import type { Services } from 'i18next';
import CachedHttpBackend, { missingTranslationFiles, TEXTS_REPLACED, subscribeTranslationFiles, type CachedHttpOptions } from './backend';
import { until } from '@/testing/until';

const ZH = { 'app.title': '仓库管理' };
const BUNDLED = { 'app.title': '仓库管理（内置）' };

/** What the backend reads of a fetch Response (jsdom has no Response). */
const response = (status: number, body: string) => ({
  ok: status >= 200 && status < 300,
  status,
  url: '/locales/zh/common.json',
  json: () => Promise.resolve().then(() => JSON.parse(body)),
});

type Answer = { status: number; body: string } | 'abort' | 'hang';
let answers: Answer[];
let fetchCalls: number;

beforeEach(() => {
  localStorage.clear();
  fetchCalls = 0;
  (global as any).fetch = jest.fn(() => {
    fetchCalls += 1;
    const next = answers.length > 1 ? answers.shift()! : answers[0];
    if (next === 'abort') return Promise.reject(new TypeError('Failed to fetch'));
    if (next === 'hang') return new Promise(() => {});
    return Promise.resolve(response(next.status, next.body));
  });
});

const ok = (data: object) => ({ status: 200, body: JSON.stringify(data) });
const fail = (status = 500) => ({ status, body: '<html>error</html>' });

function setUp(options: Partial<CachedHttpOptions> = {}) {
  const added: unknown[][] = [];
  const emitted: unknown[][] = [];
  const backend = new CachedHttpBackend();
  const services = {
    resourceStore: { addResourceBundle: (...args: unknown[]) => added.push(args), emit: (...args: unknown[]) => emitted.push(args) },
  } as unknown as Services;
  backend.init(services, {
    loadPath: '/locales/{{lng}}/{{ns}}.json',
    prefix: 'i18n_',
    expirationTime: 60_000,
    version: 'v2',
    waitMs: 50,
    bundled: jest.fn(() => Promise.resolve(BUNDLED)),
    retryDelaysMs: [10, 10],
    ...options,
  });
  const read = (lng = 'zh') =>
    new Promise<{ error: unknown; data: unknown }>((resolve) => {
      backend.read(lng, 'common', (error, data) => resolve({ error, data }));
    });
  return { backend, added, emitted, read, options: (backend as unknown as { options: CachedHttpOptions }).options };
}


test('a fresh cached copy is used without any request; the file is cached after a fetch', async () => {
  answers = [ok(ZH)];
  const first = setUp();
  expect((await first.read()).data).toEqual(ZH);
  expect(fetchCalls).toBe(1);
  // written once the browser is idle, not while the first page renders
  expect(localStorage.getItem('i18n_zh-common')).toBeNull();
  await until(() => localStorage.getItem('i18n_zh-common') !== null);
  const second = setUp();
  expect((await second.read()).data).toEqual(ZH);
  expect(fetchCalls).toBe(1);
});

const FAILURES: [string, Answer][] = [
  ['a 500', fail()],
  ['an aborted request', 'abort'],
  ['a body that is not JSON', { status: 200, body: '<html>portal</html>' }],
];
FAILURES.forEach(([what, answer]) => {
  test(`${what}: the app starts with the bundled copy at once (no i18next retry), and the file is fetched again in the background`, async () => {
    answers = [answer, ok(ZH)];
    const { read, added, options } = setUp({ waitMs: 60_000 });
    const result = await read();
    expect(result).toMatchObject({ error: null, data: BUNDLED });
    expect(options.bundled).toHaveBeenCalledWith('zh', 'common');
    await until(() => added.length === 1);
    expect(added[0]).toEqual(['zh', 'common', ZH, true, true]);
    await until(() => localStorage.getItem('i18n_zh-common') !== null);
    expect(JSON.parse(localStorage.getItem('i18n_zh-common')!)).toMatchObject(ZH);
    expect(missingTranslationFiles()).toEqual([]);
  });
});

test('a file slower than waitMs: the bundled copy first, the file put in when it arrives', async () => {
  let arrive!: (r: ReturnType<typeof response>) => void;
  (global as any).fetch = jest.fn(
    () =>
      new Promise((resolve) => {
        arrive = resolve;
      }),
  );
  const { read, added, emitted } = setUp({ waitMs: 20 });
  expect((await read()).data).toEqual(BUNDLED);
  arrive(response(200, JSON.stringify(ZH)));
  await until(() => added.length === 1);
  expect(added[0][2]).toEqual(ZH);
  // the texts shown from the bundled copy re-render (i18n/index binds react-i18next to this event)
  expect(emitted).toEqual([[TEXTS_REPLACED, 'zh', 'common']]);
});

test('a file that stays missing is reported after its background retry fails, and no longer once it loads', async () => {
  answers = [fail(), fail(), ok(ZH)];
  const changes = jest.fn();
  const stop = subscribeTranslationFiles(changes);
  const { read, added } = setUp({ retryDelaysMs: [10, 200] });
  expect((await read()).data).toEqual(BUNDLED);
  await until(() => missingTranslationFiles().includes('zh/common'));
  expect(added).toHaveLength(0);
  await until(() => added.length === 1);
  expect(missingTranslationFiles()).toEqual([]);
  expect(changes).toHaveBeenCalledTimes(2);
  stop();
});

test('when the bundled copy cannot load either, an expired cached copy is used; with none, an error without a retry loop', async () => {
  localStorage.setItem('i18n_zh-common', JSON.stringify({ ...ZH, i18nStamp: 1, i18nVersion: 'v1' }));
  answers = [fail(503)];
  const failingBundle = () => Promise.reject(new Error('chunk failed'));
  expect((await setUp({ bundled: failingBundle, retryDelaysMs: [] }).read()).data).toEqual(ZH);
  localStorage.clear();
  const none = await setUp({ bundled: failingBundle, retryDelaysMs: [] }).read();
  expect(none.error).toBeInstanceOf(Error);
  expect(none.data).toBe(false); // i18next's "retry" flag: no
});

test('a deferred file (the fallback language before a key is missing): no request, nothing stored, no error', async () => {
  answers = [ok(ZH)];
  const { read } = setUp({ deferred: (lng) => lng === 'en' });
  expect(await read('en')).toEqual({ error: null, data: null });
  expect(fetchCalls).toBe(0);
  expect((await read('zh')).data).toEqual(ZH);
});

test('npm start: no localStorage copy is read or written (an edited file shows on reload), missing keys are posted', async () => {
  localStorage.setItem('i18n_en-common', JSON.stringify({ 'app.title': 'old', i18nStamp: Date.now(), i18nVersion: 'v2' }));
  answers = [ok(ZH)];
  const { backend, read } = setUp({ cache: false, addPath: '/locales/add/{{lng}}/{{ns}}' });
  expect((await read('en')).data).toEqual(ZH);
  await new Promise((r) => { setTimeout(r, 100); });
  expect(JSON.parse(localStorage.getItem('i18n_en-common')!)['app.title']).toBe('old');
  backend.create(['zh'], 'common', 'menu.x', 'menu.x');
  expect((global as any).fetch).toHaveBeenLastCalledWith('/locales/add/zh/common', expect.objectContaining({ method: 'POST', body: '{"menu.x":"menu.x"}' }));
});
