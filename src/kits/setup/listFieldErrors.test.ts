import { RequestError } from '@/utils/request';
import { onListFields, withListFieldErrors } from './listFieldErrors';

jest.mock('@/i18n', () => ({ __esModule: true, default: { language: 'en', t: (key: string) => key } }));
jest.mock('@/utils/session', () => ({ handleUnauthorized: jest.fn() }));

test("an item's problem goes on its list's field; other fields stay; the first message of a list wins", () => {
  expect(onListFields({ 'barcodes.1': 'B is used by SKU2', 'barcodes.3': 'D is used by SKU3', sku: 'taken', 'lines.0.qty': 'bad' }, ['barcodes'])).toEqual({
    barcodes: 'B is used by SKU2',
    sku: 'taken',
    'lines.0.qty': 'bad',
  });
  expect(onListFields({}, ['barcodes'])).toEqual({});
});

test('the wrapped API rejects with the fields moved, and passes other failures on as they are', async () => {
  const refused = new RequestError(400, 'B is used by SKU2', { code: 'server.master.taken', fields: { 'barcodes.1': 'B is used by SKU2' } });
  const api = { create: jest.fn().mockRejectedValue(refused), update: jest.fn().mockRejectedValue(new Error('offline')) };
  const wrapped = withListFieldErrors(api, ['barcodes']);
  await expect(wrapped.create({})).rejects.toMatchObject({ status: 400, message: 'B is used by SKU2', data: { code: 'server.master.taken', fields: { barcodes: 'B is used by SKU2' } } });
  await expect(wrapped.update('x', {})).rejects.toThrow('offline');
  expect(api.update).toHaveBeenCalledWith('x', {});
});
