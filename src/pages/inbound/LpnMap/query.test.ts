import { lpnQuery } from './query';

test('where the pallet is becomes the server staged flag; other filters as they are', () => {
  expect(lpnQuery({ lpn: 'LPN1', place: 'staged' })).toEqual({ lpn: 'LPN1', staged: 'true' });
  expect(lpnQuery({ location: 'A-01', place: 'shelf' })).toEqual({ location: 'A-01', staged: 'false' });
  expect(lpnQuery({ sku: 'SKU1' })).toEqual({ sku: 'SKU1' });
});
