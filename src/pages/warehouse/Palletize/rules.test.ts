import { unitsPerPallet } from './rules';

test('units per pallet: units per carton × cartons per layer × layers', () => {
  expect(unitsPerPallet({ unitsPerCarton: 24, cartonsPerLayer: 8, layers: 5 })).toBe(960);
  expect(unitsPerPallet({ unitsPerCarton: 1, cartonsPerLayer: 1, layers: 1 })).toBe(1);
  // the schema's largest values stay exact
  expect(
    unitsPerPallet({
      unitsPerCarton: 999_999,
      cartonsPerLayer: 999,
      layers: 99,
    }),
  ).toBe(98_900_901_099);
});
