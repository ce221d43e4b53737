/**
 * The import rules of mock/ for `npm run lint`:
 *
 * - the mock imports no console page and no config (words shared by mock and console live in
 *   src/domain): package.json's eslintConfig override for `mock/**` (editors apply it with the others);
 * - the floors of mock/_lib (docs/mock.md, "Floors"): a module imports nothing of a higher floor, and
 *   an area nothing of another area. One override per floor or area, made from the floors of
 *   scripts/mock-graph.cjs, each with the `mock/**` patterns too (an override's rule replaces the
 *   base one). The same script's cycle check (no import cycle in mock/_lib, `import type` counted)
 *   runs in `npm run lint` after this and in jest (mock/_lib/layers.test.ts);
 * - no import cycle in mock/ (eslint-plugin-import's `import/no-cycle`).
 *
 *   eslint --no-eslintrc --no-inline-config -c scripts/eslint-mock-imports.cjs "mock/**\/*.ts"
 */
const { eslintConfig } = require('../package.json');
const { eslintOverrides } = require('./mock-graph.cjs');

const mock = eslintConfig.overrides.find((o) => o.files.includes('mock/**'));
const rule = mock.rules['no-restricted-imports'];

module.exports = {
  root: true,
  parser: '@typescript-eslint/parser',
  parserOptions: { ecmaVersion: 'latest', sourceType: 'module' },
  plugins: ['import'],
  settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } }, 'import/extensions': ['.ts', '.tsx', '.js'] },
  // import/no-cycle skips `import type`; scripts/mock-graph.cjs counts those too
  rules: { 'no-restricted-imports': rule, 'import/no-cycle': ['error', { ignoreExternal: true }] },
  overrides: eslintOverrides(rule[1].patterns),
};
