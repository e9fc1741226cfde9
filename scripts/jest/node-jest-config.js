/** Jest settings shared by every Node workspace: SWC for TS, and the shared packages' source (shared-sources.js). */
module.exports = (displayName) => ({
  displayName,
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/__tests__/**/*.test.ts'],
  moduleNameMapper: require('./shared-sources'),
  transform: { '^.+\\.ts$': ['@swc/jest', { jsc: { target: 'es2022' } }] },
});
