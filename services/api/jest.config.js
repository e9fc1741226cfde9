/** API tests run against a real embedded FerretDB started once per run (see test-support). */
module.exports = {
  displayName: 'api',
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/__tests__/**/*.test.ts'],
  // The kit's source, not its build: tests run before anything is built.
  moduleNameMapper: { '^@fns/server-kit$': '<rootDir>/../server-kit/src/index.ts' },
  transform: { '^.+\\.ts$': ['@swc/jest', { jsc: { target: 'es2022' } }] },
  globalSetup: '<rootDir>/src/test-support/global-setup.ts',
  globalTeardown: '<rootDir>/src/test-support/global-teardown.ts',
  setupFilesAfterEnv: ['<rootDir>/src/test-support/database.ts'],
  testTimeout: 30000,
};
