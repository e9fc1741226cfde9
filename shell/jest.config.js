// The shell also tests its server (what crawlers read).
const base = require('../scripts/jest/frontend-jest-config')('shell', __dirname);
module.exports = { ...base, roots: ['<rootDir>/src', '<rootDir>/server'], setupFiles: ['<rootDir>/jest.quiet-logs.js'] };
