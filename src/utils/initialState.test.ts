import { fetchCurrentUser } from '@/services/auth';
import { loadInitialState, switchWarehouse } from './initialState';
import { RequestError } from './request';
import { STORAGE_KEYS } from './storage';

jest.mock('@/services/auth', () => ({ fetchCurrentUser: jest.fn() }));
jest.mock('./session', () => ({ handleUnauthorized: jest.fn() }));
jest.mock('@/i18n', () => ({ __esModule: true, default: { language: 'en', t: (key: string) => `t:${key}` }, initI18n: () => Promise.resolve(), initialLanguage: () => 'en' }));

const fetchUser = fetchCurrentUser as jest.Mock;

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.token, 'tok');
});

test('no token: signed out, nothing asked', async () => {
  localStorage.clear();
  await expect(loadInitialState()).resolves.toEqual({});
  expect(fetchUser).not.toHaveBeenCalled();
});

test('a 401 is a signed-out start (the request module has dropped the token), not an error page', async () => {
  fetchUser.mockRejectedValueOnce(new RequestError(401, 'expired'));
  await expect(loadInitialState()).resolves.toEqual({});
});

test('any other failure is kept, with its translated message, for the error page with Retry and Logout', async () => {
  fetchUser.mockRejectedValueOnce(new RequestError(500, 't:request.server', undefined, 'server'));
  await expect(loadInitialState()).resolves.toEqual({ loadError: 't:request.server' });
  // asked for before the texts were in (app.tsx starts it at once): the message is made again
  fetchUser.mockRejectedValueOnce(new RequestError(0, 'request.network', undefined, 'network'));
  await expect(loadInitialState()).resolves.toEqual({ loadError: 't:request.network' });
  fetchUser.mockRejectedValueOnce(new RequestError(503, 'request.server', { message: 'Wartung' }, 'http'));
  await expect(loadInitialState()).resolves.toEqual({ loadError: 'Wartung' });
  fetchUser.mockRejectedValueOnce(new TypeError('x is undefined'));
  await expect(loadInitialState()).resolves.toEqual({ loadError: 't:request.badAnswer' });
});

test('the user, and a warehouse it may use', async () => {
  localStorage.setItem(STORAGE_KEYS.warehouse, 'w9');
  fetchUser.mockResolvedValueOnce({ id: 'u1', warehouses: [{ id: 'w2' }], menuIds: [] });
  await expect(loadInitialState()).resolves.toMatchObject({ currentUser: { id: 'u1' }, warehouseId: 'w2' });
  expect(localStorage.getItem(STORAGE_KEYS.warehouse)).toBe('w2');
});

describe('switchWarehouse', () => {
  test("asks for the user's ids again with the new warehouse selected", async () => {
    localStorage.setItem(STORAGE_KEYS.warehouse, 'w1');
    const user = { id: 'u', username: 'u', menuIds: ['148'], warehouses: [], roles: [] };
    fetchUser.mockImplementationOnce(async () => {
      // the request carries the new warehouse (the request module reads it from storage)
      expect(localStorage.getItem(STORAGE_KEYS.warehouse)).toBe('w2');
      return user;
    });
    await expect(switchWarehouse('w2', 'w1')).resolves.toEqual({ currentUser: user, warehouseId: 'w2' });
    expect(localStorage.getItem(STORAGE_KEYS.warehouse)).toBe('w2');
  });

  test('a failed load keeps the previous warehouse and reports the error', async () => {
    localStorage.setItem(STORAGE_KEYS.warehouse, 'w1');
    fetchUser.mockRejectedValueOnce(new RequestError(0, 't:request.offline'));
    await expect(switchWarehouse('w2', 'w1')).rejects.toThrow('t:request.offline');
    expect(localStorage.getItem(STORAGE_KEYS.warehouse)).toBe('w1');
  });
});
