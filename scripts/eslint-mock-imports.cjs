/**
 * The import rule of mock/ for `npm run lint`: the mock imports no console page and no config
 * (words shared by mock and console live in src/domain). The rule itself is package.json's
 * eslintConfig override for `mock/**` (editors apply it with the others); this config runs it alone,
 * as the rest of the lint rules do not cover mock/ yet.
 *
 *   eslint --no-eslintrc --no-inline-config -c scripts/eslint-mock-imports.cjs "mock/**\/*.ts"
 */
const { eslintConfig } = require('../package.json');

const mock = eslintConfig.overrides.find((o) => o.files.includes('mock/**'));

module.exports = {
  root: true,
  parser: '@typescript-eslint/parser',
  parserOptions: { ecmaVersion: 'latest', sourceType: 'module' },
  rules: { 'no-restricted-imports': mock.rules['no-restricted-imports'] },
};
