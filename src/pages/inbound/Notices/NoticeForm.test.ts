import { toNoticeInput } from './NoticeForm';

test('the form\'s values as the request: empty lots, expiries and note left out, lots trimmed', () => {
  expect(
    toNoticeInput({
      supplier: 'Nova',
      containerNo: 'cn1',
      eta: '2030-01-15',
      note: ' ',
      lines: [
        { sku: 'SKU1', expected: 5, lot: '', expiry: null },
        { sku: 'SKU2', expected: 7, lot: ' L1 ', expiry: '2031-06-30' },
      ],
    }),
  ).toEqual({
    supplier: 'Nova',
    containerNo: 'cn1',
    eta: '2030-01-15',
    lines: [
      { sku: 'SKU1', expected: 5 },
      { sku: 'SKU2', expected: 7, lot: 'L1', expiry: '2031-06-30' },
    ],
  });
});
