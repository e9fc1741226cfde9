/** API tests run against a real embedded FerretDB started once per run (see test-support). */
module.exports = {
  ...require('../../scripts/jest/node-jest-config')('api'),
  globalSetup: '<rootDir>/src/test-support/global-setup.ts',
  globalTeardown: '<rootDir>/src/test-support/global-teardown.ts',
  setupFilesAfterEnv: ['<rootDir>/src/test-support/database.ts'],
  testTimeout: 30000,
};
