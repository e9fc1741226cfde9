// The shell also tests its server (what crawlers read).
const base = require('../scripts/jest/frontend-jest-config')('shell', __dirname);
module.exports = {
  ...base,
  roots: ['<rootDir>/src', '<rootDir>/server'],
  setupFiles: ['<rootDir>/jest.quiet-logs.js'],
  // The server kit's source, not its build: tests run before anything is built.
  moduleNameMapper: { ...base.moduleNameMapper, '^@fns/server-kit$': '<rootDir>/../services/server-kit/src/index.ts' },
};
