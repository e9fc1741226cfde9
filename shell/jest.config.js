// The shell also tests its server (what crawlers read), against the shared packages' source.
const base = require('@fns/build-kit/jest/frontend-jest-config')('shell', __dirname);
module.exports = {
  ...base,
  roots: ['<rootDir>/src', '<rootDir>/server'],
  setupFiles: ['<rootDir>/jest.quiet-logs.js'],
  moduleNameMapper: { ...base.moduleNameMapper, ...require('../scripts/jest/shared-sources') },
};
