/**
 * Jest settings shared by every Node workspace: SWC for TS, and the shared packages' source rather
 * than their builds (tests run before anything is built).
 */
module.exports = (displayName) => ({
  displayName,
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/__tests__/**/*.test.ts'],
  moduleNameMapper: {
    '^@fns/server-kit$': '<rootDir>/../server-kit/src/index.ts',
    '^@fns/server-kit/integrity$': '<rootDir>/../server-kit/src/integrity.ts',
    '^@fns/contracts$': '<rootDir>/../contracts/src/index.ts',
    '^@fns/contracts/(.*)$': '<rootDir>/../contracts/src/$1.ts',
  },
  transform: { '^.+\\.ts$': ['@swc/jest', { jsc: { target: 'es2022' } }] },
});
