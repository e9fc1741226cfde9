module.exports = require('@fns/build-kit/jest/frontend-jest-config')('mfe-blog', __dirname);
