// The shell also tests its server (what crawlers read).
const base = require('@fns/build-kit/jest/frontend-jest-config')('shell', __dirname);
module.exports = {
  ...base,
  roots: ['<rootDir>/src', '<rootDir>/server'],
  setupFiles: ['<rootDir>/jest.quiet-logs.js'],
  // The shared packages' source, not their builds: tests run before anything is built.
  moduleNameMapper: {
    ...base.moduleNameMapper,
    '^@fns/server-kit$': '<rootDir>/../services/server-kit/src/index.ts',
    '^@fns/server-kit/integrity$': '<rootDir>/../services/server-kit/src/integrity.ts',
    '^@fns/contracts$': '<rootDir>/../services/contracts/src/index.ts',
    '^@fns/contracts/(.*)$': '<rootDir>/../services/contracts/src/$1.ts',
  },
};
