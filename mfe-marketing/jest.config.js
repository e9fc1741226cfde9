module.exports = require('../scripts/jest/frontend-jest-config')('mfe-marketing', __dirname);
