module.exports = require('../scripts/jest/frontend-jest-config')('mfe-blog', __dirname);
