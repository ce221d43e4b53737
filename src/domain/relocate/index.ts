/** Relocation and FBA staging: machine, menu ids, request schemas, records. Relative imports only. */
export * from './machine';
export * from './schema';
export * from './types';
