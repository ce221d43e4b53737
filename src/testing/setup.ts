import '@testing-library/jest-dom';

// The mock's seed on a fixed clock (mock/_lib/seed.ts): the seeded documents' dates are the same every run.
process.env.MOCK_SEED_TIME ??= '2026-11-01T08:00:00.000Z';

// Every test starts with an empty query cache, as a new sign-in does. Required here, not imported:
// an import would load the query layer before the test file's own module mocks.
if (typeof window !== 'undefined') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  afterEach(() => (require('@/query/routeQueries') as typeof import('@/query/routeQueries')).clearQueries());
}

// antd reads these in jsdom (tests with `@jest-environment node` have no window).
if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// Property tests (fast-check) draw the same cases on every run, so CI's result is the code's and
// not the draw's. `FC_SEED=random` explores new cases (`npm run test:explore`); a failure prints
// its seed, and `FC_SEED=<seed>` runs that draw again.
if (process.env.FC_SEED !== 'random') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- only where property tests run
  const fc = require('fast-check') as typeof import('fast-check');
  fc.configureGlobal({ seed: Number(process.env.FC_SEED ?? 20261128) });
}
