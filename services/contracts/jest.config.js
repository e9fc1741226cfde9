module.exports = require('../../scripts/jest/node-jest-config')('contracts');
