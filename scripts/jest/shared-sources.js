const path = require('node:path');

const services = path.join(__dirname, '../../services');

/**
 * The repository's shared packages as their source rather than their builds (tests run before
 * anything is built), for the projects here that test against them.
 */
module.exports = {
  '^@fns/server-kit$': path.join(services, 'server-kit/src/index.ts'),
  '^@fns/server-kit/integrity$': path.join(services, 'server-kit/src/integrity.ts'),
  '^@fns/contracts$': path.join(services, 'contracts/src/index.ts'),
  '^@fns/contracts/(.*)$': path.join(services, 'contracts/src/$1.ts'),
};
