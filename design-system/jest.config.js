/** Component tests in jsdom; CSS Modules resolve to their class names. */
module.exports = require('@fns/build-kit/jest/frontend-jest-config')('design-system', __dirname);
