import { fetchDashboard } from '@/services/dashboard';
import { fetchCurrentWarehouse } from '@/services/warehouse';
import { STORAGE_KEYS } from '@/utils/storage';
import { homeFigures, homeWarehouse, startHomeData } from './firstData';

jest.mock('@/services/dashboard', () => ({ fetchDashboard: jest.fn() }));
jest.mock('@/services/warehouse', () => ({ fetchCurrentWarehouse: jest.fn() }));

const dashboard = fetchDashboard as jest.Mock;
const current = fetchCurrentWarehouse as jest.Mock;

beforeEach(() => {
  localStorage.clear();
  let n = 0;
  dashboard.mockReset().mockImplementation(() => Promise.resolve({ call: ++n }));
  current.mockReset().mockImplementation(() => Promise.resolve({ id: localStorage.getItem(STORAGE_KEYS.warehouse) }));
});

test('on the home page with a remembered warehouse, its figures and warehouse are asked for at the start and taken once', async () => {
  localStorage.setItem(STORAGE_KEYS.warehouse, 'w1');
  startHomeData('/homepage');
  expect(dashboard).toHaveBeenCalledTimes(1);
  expect(current).toHaveBeenCalledTimes(1);
  expect(await homeFigures('w1')).toEqual({ call: 1 });
  expect(await homeWarehouse('w1')).toEqual({ id: 'w1' });
  expect(dashboard).toHaveBeenCalledTimes(1);
  // a refresh (focus, language) asks again
  expect(await homeFigures('w1')).toEqual({ call: 2 });
});

test('an answer for another warehouse than the one the user is in is not used', async () => {
  localStorage.setItem(STORAGE_KEYS.warehouse, 'w-old');
  startHomeData('/homepage');
  localStorage.setItem(STORAGE_KEYS.warehouse, 'w2');
  expect(await homeFigures('w2')).toEqual({ call: 2 });
  expect(await homeWarehouse('w2')).toEqual({ id: 'w2' });
});

test('a failed early request is asked again by the page, which shows that answer', async () => {
  localStorage.setItem(STORAGE_KEYS.warehouse, 'w1');
  dashboard.mockImplementationOnce(() => Promise.reject(new Error('down')));
  startHomeData('/homepage');
  expect(await homeFigures('w1')).toEqual({ call: 1 });
  expect(dashboard).toHaveBeenCalledTimes(2);
});

test('nothing is asked for early on other pages or without a remembered warehouse', async () => {
  startHomeData('/homepage');
  localStorage.setItem(STORAGE_KEYS.warehouse, 'w1');
  startHomeData('/outbound/b2c');
  expect(dashboard).not.toHaveBeenCalled();
  expect(current).not.toHaveBeenCalled();
});
