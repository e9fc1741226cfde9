module.exports = require('../scripts/jest/frontend-jest-config')('shell', __dirname);
