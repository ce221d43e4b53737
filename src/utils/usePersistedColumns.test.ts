import { act, renderHook } from '@testing-library/react';
import { usePersistedColumns } from './usePersistedColumns';

beforeEach(() => localStorage.clear());

test('settings stored before are there from the first render; changes are stored', () => {
  localStorage.setItem('list-a', JSON.stringify({ carrier: { show: false } }));
  const { result } = renderHook(() => usePersistedColumns('list-a'));
  expect(result.current.value).toEqual({ carrier: { show: false } });
  act(() => result.current.onChange({ carrier: { show: true }, no: { fixed: 'left' } }));
  expect(result.current.value).toEqual({ carrier: { show: true }, no: { fixed: 'left' } });
  expect(JSON.parse(localStorage.getItem('list-a')!)).toEqual({ carrier: { show: true }, no: { fixed: 'left' } });
  // another visit reads them back
  expect(renderHook(() => usePersistedColumns('list-a')).result.current.value).toEqual({ carrier: { show: true }, no: { fixed: 'left' } });
});

test('nothing stored, or something unreadable: all columns as designed', () => {
  expect(renderHook(() => usePersistedColumns('list-b')).result.current.value).toEqual({});
  localStorage.setItem('list-b', '{not json');
  expect(renderHook(() => usePersistedColumns('list-b')).result.current.value).toEqual({});
  localStorage.setItem('list-b', '[1,2]');
  expect(renderHook(() => usePersistedColumns('list-b')).result.current.value).toEqual({});
});

test('a storage that refuses to write keeps the settings for this visit', () => {
  const { result } = renderHook(() => usePersistedColumns('list-c'));
  const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new Error('QuotaExceededError');
  });
  act(() => result.current.onChange({ sku: { show: false } }));
  expect(result.current.value).toEqual({ sku: { show: false } });
  setItem.mockRestore();
});
