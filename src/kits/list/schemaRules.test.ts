import i18next, { type TFunction } from 'i18next';
import { z } from 'zod';
import { readTexts } from '@/testing/texts';

const en = readTexts('en');
const zh = readTexts('zh');
import { destroyBulkSchema, destroySchema, orderSchema, TEXT_MAX } from '@/domain/outbound/schema';
import { roleCreateSchema, userCreateSchema } from '@/domain/system/schema';
import { fieldSchema, schemaRules } from './schemaRules';

async function tIn(lng: 'zh' | 'en'): Promise<TFunction> {
  const instance = i18next.createInstance();
  await instance.init({ lng, resources: { zh: { common: zh }, en: { common: en } }, defaultNS: 'common', keySeparator: false, nsSeparator: false, interpolation: { escapeValue: false } });
  return instance.t;
}

/** What the form shows for `value` under the rules of `path`: the message, or undefined when valid. */
async function check(schema: z.ZodType, path: string | (string | number)[], value: unknown, lng: 'zh' | 'en' = 'en') {
  const [rule] = schemaRules(schema, await tIn(lng))(path) as [{ validator: (r: unknown, v: unknown) => Promise<void> }];
  return rule.validator({}, value).then(
    () => undefined,
    (e: Error) => e.message,
  );
}

test('a value longer than the schema allows gets the translated limit, in both languages', async () => {
  const long = 'x'.repeat(TEXT_MAX + 1);
  expect(await check(orderSchema('b2c'), ['receiver', 'name'], long)).toBe(`At most ${TEXT_MAX} characters`);
  expect(await check(orderSchema('b2c'), ['receiver', 'name'], long, 'zh')).toBe(zh['server.validation.tooLong'].replace('{{max}}', String(TEXT_MAX)));
  expect(await check(orderSchema('b2c'), ['receiver', 'name'], 'x'.repeat(TEXT_MAX))).toBeUndefined();
});

test("a field's own message key wins over the generic one", async () => {
  expect(await check(userCreateSchema, 'name', 'x'.repeat(51))).toBe(en['server.user.nameLength']);
  expect(await check(userCreateSchema, 'username', 'a b')).toBe(en['server.user.usernameFormat']);
  expect(await check(roleCreateSchema, 'code', '', 'zh')).toBe(zh['server.role.codeRequired']);
});

test('required follows the schema: an absent optional field passes, an absent or blank required one does not', async () => {
  const rules = schemaRules(orderSchema('b2b'), await tIn('en'));
  expect((rules('cartons')[0] as { required: boolean }).required).toBe(true);
  expect((rules(['receiver', 'phone'])[0] as { required: boolean }).required).toBe(false);
  expect(await check(orderSchema('b2c'), ['receiver', 'phone'], undefined)).toBeUndefined();
  expect(await check(orderSchema('b2c'), ['receiver', 'address'], '   ')).toBe('Required');
  expect(await check(orderSchema('b2c'), ['receiver', 'address'], undefined)).toBe('Required');
});

test("an array's items are reached by a field name or an index, numbers checked as numbers", async () => {
  expect(fieldSchema(destroySchema, ['lines', 'qty'])).toBe(fieldSchema(destroySchema, ['lines', 0, 'qty']));
  expect(await check(destroySchema, ['lines', 'qty'], 10000)).toBe('Must be at most 9999');
  expect(await check(destroySchema, ['lines', 'qty'], 1.5)).toBe('Must be a whole number');
  expect(await check(destroySchema, ['lines', 'rowId'], 'R1')).toBeUndefined();
  // an enum names its values (the destroy reason is a dictionary code now: the bulk action is an enum)
  expect(await check(destroyBulkSchema, 'action', 'lost')).toMatch(/^Must be one of: approve, execute, cancel$/);
  expect(await check(destroySchema, 'reason', 'x'.repeat(33))).toBe('At most 32 characters');
});

test('a path the schema does not have is a mistake in the screen', async () => {
  expect(() => schemaRules(destroySchema, ((k: string) => k) as unknown as TFunction)(['lines', 'nope'])).toThrow('no field lines.nope');
});
