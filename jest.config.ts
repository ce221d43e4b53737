import type { Config } from 'jest';

/** Unit and component tests (`*.test.ts(x)` beside the code); browser tests live in e2e/. */
const config: Config = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src', '<rootDir>/mock', '<rootDir>/config'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    // TypeScript, and the build's JavaScript shims (config/shims, ES modules).
    // swc strips the types only (`npm run tsc` checks them), faster than ts-jest.
    '^.+\\.[tj]sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2020' }, module: { type: 'commonjs' } }],
  },
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@umijs/max$': '<rootDir>/src/testing/umiMax.tsx',
    '\\.(css|less)$': '<rootDir>/src/testing/styleStub.ts',
    // The shims import rc-util's ES build; its CommonJS build is the same code.
    '^rc-util/es/(.*)$': 'rc-util/lib/$1',
    '^antd/es/(.*)$': 'antd/lib/$1',
    // the ES build's per-symbology functions, over the CommonJS build (src/testing/bwipJs.ts)
    '^bwip-js/browser$': '<rootDir>/src/testing/bwipJs.ts',
  },
  setupFilesAfterEnv: ['<rootDir>/src/testing/setup.ts'],
  transformIgnorePatterns: ['/node_modules/(?!(lodash-es|dayjs)/)'],
};

export default config;
