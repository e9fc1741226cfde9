/** Component tests in jsdom; CSS Modules resolve to their class names. */
module.exports = require('../scripts/jest/frontend-jest-config')('design-system', __dirname);
