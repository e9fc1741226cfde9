const base = require('../../scripts/jest/node-jest-config')('api');

/** API tests run against a real embedded FerretDB started once per run (see test-support). */
module.exports = {
  ...base,
  // otplib's crypto and base32 (@noble, @scure) and thumbhash ship as ES modules only: compiled like the sources.
  transform: { ...base.transform, '^.+\\.js$': ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }] },
  transformIgnorePatterns: ['/node_modules/(?!(@noble|@scure|otplib|@otplib|thumbhash)/)'],
  globalSetup: '<rootDir>/src/test-support/global-setup.ts',
  globalTeardown: '<rootDir>/src/test-support/global-teardown.ts',
  setupFilesAfterEnv: ['<rootDir>/src/test-support/database.ts'],
  testTimeout: 30000,
};
