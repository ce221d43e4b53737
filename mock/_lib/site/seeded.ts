/** The seeded warehouses: id, code, how many outbound documents (mock/_lib/outbound/seed.ts); the areas seed these. */
export interface SeedOptions {
  b2c?: number;
  b2b?: number;
  destroys?: number;
}

export const SEEDED_WAREHOUSES: [string, string, SeedOptions][] = [
  ['w1', 'SZ01', {}],
  ['w2', 'LA01', {}],
  ['w3', 'NJ01', { b2c: 0, b2b: 0, destroys: 0 }],
];
