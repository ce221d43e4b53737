import { defaultChoices, expandLabels, labelCount } from './labels';

const a = {
  sku: 'A1',
  nameZh: '杯子',
  nameEn: 'Cup',
  barcodes: ['111', '222'],
};
const b = { sku: 'B2', nameZh: '碗', nameEn: 'Bowl', barcodes: ['333'] };
const en = (p: { nameEn: string }) => p.nameEn;

test("the dialog starts with each product's first barcode, one copy", () => {
  expect(defaultChoices([a, b])).toEqual({
    A1: { barcodes: ['111'], copies: 1 },
    B2: { barcodes: ['333'], copies: 1 },
  });
});

test("copies × chosen barcodes, per product in the list's order and the product's barcode order", () => {
  const labels = expandLabels(
    [a, b],
    {
      A1: { barcodes: ['222', '111'], copies: 2 },
      B2: { barcodes: ['333'], copies: 3 },
    },
    en,
  );
  expect(labels.map((l) => `${l.sku} ${l.barcode} ${l.name}`)).toEqual(['A1 111 Cup', 'A1 111 Cup', 'A1 222 Cup', 'A1 222 Cup', 'B2 333 Bowl', 'B2 333 Bowl', 'B2 333 Bowl']);
  expect(new Set(labels.map((l) => l.key)).size).toBe(labels.length);
  expect(
    labelCount([a, b], {
      A1: { barcodes: ['222', '111'], copies: 2 },
      B2: { barcodes: ['333'], copies: 3 },
    }),
  ).toBe(7);
});

test('no barcode, no copies, a copy count that is not a whole number above 0, or a barcode the product lacks: no labels', () => {
  const choices = {
    A1: { barcodes: [], copies: 5 },
    B2: { barcodes: ['333', '999'], copies: 0 },
  };
  expect(expandLabels([a, b], choices, en)).toEqual([]);
  expect(labelCount([a, b], choices)).toBe(0);
  expect(expandLabels([a], { A1: { barcodes: ['111'], copies: 1.5 } }, en)).toEqual([]);
  expect(expandLabels([a], { A1: { barcodes: ['999', '222'], copies: 1 } }, en).map((l) => l.barcode)).toEqual(['222']);
  expect(labelCount([a], { A1: { barcodes: ['999', '222'], copies: 1 } })).toBe(1);
  // a product without a choice prints nothing
  expect(expandLabels([a, b], { B2: { barcodes: ['333'], copies: 1 } }, en).map((l) => l.sku)).toEqual(['B2']);
});
