export * from './machine';
export * from './schema';
export * from './types';
