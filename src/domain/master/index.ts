/** Master data: what the console and the mock share (records, request schemas, menu ids, location codes). */
export * from './ids';
export * from './location';
export * from './schema';
export * from './types';
export * from './palletize';
export * from './scan';
