module.exports = require('../scripts/jest/frontend-jest-config')('mfe-admin', __dirname);
