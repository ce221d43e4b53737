/** The seeded warehouses: id, code, how many outbound documents (mock/_lib/outbound/seed.ts); the areas seed these. */
export interface SeedOptions {
  b2c?: number;
  b2b?: number;
  destroys?: number;
  /** Who picks the seeded orders (the warehouse's people: their week of attendance shows the work). */
  pickers?: string[];
}

export const SEEDED_WAREHOUSES: [string, string, SeedOptions][] = [
  ['w1', 'SZ01', { pickers: ['Li Staff', 'Admin'] }],
  ['w2', 'LA01', { pickers: ['Admin'] }],
  ['w3', 'NJ01', { b2c: 0, b2b: 0, destroys: 0 }],
];
