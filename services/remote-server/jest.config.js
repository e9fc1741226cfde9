module.exports = require('../../scripts/jest/node-jest-config')('remote-server');
