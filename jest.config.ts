import type { Config } from 'jest';

/** Unit and component tests (`*.test.ts(x)` beside the code); browser tests live in e2e/. */
const config: Config = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src', '<rootDir>/mock', '<rootDir>/config'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: { jsx: 'react-jsx', esModuleInterop: true, module: 'commonjs', target: 'es2020', strict: true, skipLibCheck: true, resolveJsonModule: true, isolatedModules: true }, diagnostics: false }],
  },
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@umijs/max$': '<rootDir>/src/testing/umiMax.tsx',
    '\\.(css|less)$': '<rootDir>/src/testing/styleStub.ts',
  },
  setupFilesAfterEnv: ['<rootDir>/src/testing/setup.ts'],
  transformIgnorePatterns: ['/node_modules/(?!(lodash-es|dayjs)/)'],
};

export default config;
