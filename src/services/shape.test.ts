import { RequestError } from '@/utils/request';
import { z } from 'zod';
import { count, tabbedPageOf, record, text } from '@/domain/contract';
import { checked, expectShape } from './shape';

jest.mock('@/utils/session', () => ({ handleUnauthorized: jest.fn() }));
jest.mock('@/i18n', () => ({ __esModule: true, default: { language: 'en', t: (key: string) => `t:${key}` } }));

const statePage = tabbedPageOf(record({ id: text }));
const page = z.looseObject({ list: z.array(record({ id: text })), total: count });

test('a list answer needs its rows (objects with an id) and a numeric total', () => {
  const good = { list: [{ id: 'a', no: 'SO1' }], total: 1, counts: { created: 1 }, all: 1 };
  expect(expectShape(statePage, good)).toBe(good);
  expect(expectShape(page, { list: [], total: 0, current: 1 })).toEqual({ list: [], total: 0, current: 1 });
  for (const bad of [
    { total: 3, counts: {}, all: 3 }, // 200 without list: not "0 rows"
    { list: null, total: 0, counts: {}, all: 0 },
    { list: [{ no: 'SO1' }], total: 1, counts: {}, all: 1 },
    { list: [], total: '0', counts: {}, all: 0 },
    { list: [], total: 0, counts: { created: 'x' }, all: 0 },
    { list: [], total: 0, counts: {} },
    '<html></html>',
    [],
    null,
    undefined,
  ]) {
    expect(() => expectShape(statePage, bad)).toThrow(RequestError);
  }
});

test('a refused answer is a translated "bad answer" RequestError that keeps the body for diagnosis', () => {
  const error = (() => {
    try {
      return expectShape(page, { rows: [] });
    } catch (e) {
      return e;
    }
  })();
  expect(error).toMatchObject({ kind: 'badAnswer', status: 200, message: 't:request.badAnswer', data: { rows: [] } });
});

test('optional fields may be missing, others not; NaN is not a number', async () => {
  const shape = record({ id: text, waveId: text.optional(), qty: z.number() });
  expect(z.safeParse(shape, { id: 'a', qty: 1 }).success).toBe(true);
  expect(z.safeParse(shape, { id: 'a', qty: Number.NaN }).success).toBe(false);
  expect(z.safeParse(shape, { id: 'a', qty: 1, waveId: 7 }).success).toBe(false);
  await expect(checked(shape, Promise.resolve({ id: 'a', qty: 2 }))).resolves.toEqual({ id: 'a', qty: 2 });
  await expect(checked(shape, Promise.resolve({ id: 'a' }))).rejects.toMatchObject({ kind: 'badAnswer' });
});
