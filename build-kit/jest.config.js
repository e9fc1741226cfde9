/** The build kit's own tests (its webpack plugins and release commands), in Node, as the services' are. */
module.exports = { ...require('../scripts/jest/node-jest-config')('build-kit'), roots: ['<rootDir>/__tests__'] };
