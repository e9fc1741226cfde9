module.exports = require('../../scripts/jest/node-jest-config')('server-kit');
