/** The build kit's own tests: its webpack plugins and release commands, in Node. */
module.exports = {
  displayName: 'build-kit',
  testEnvironment: 'node',
  roots: ['<rootDir>/__tests__'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', { jsc: { target: 'es2022' } }] },
  // The shared packages' source, not their builds: tests run before anything is built.
  moduleNameMapper: {
    '^@fns/server-kit/integrity$': '<rootDir>/../services/server-kit/src/integrity.ts',
    '^@fns/contracts$': '<rootDir>/../services/contracts/src/index.ts',
    '^@fns/contracts/(.*)$': '<rootDir>/../services/contracts/src/$1.ts',
  },
};
