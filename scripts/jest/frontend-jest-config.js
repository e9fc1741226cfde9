/** Jest settings shared by every frontend workspace: jsdom, SWC for TS/TSX, CSS Modules as class names. */
module.exports = (displayName, rootDir) => ({
  displayName,
  rootDir,
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  testMatch: ['**/__tests__/**/*.test.ts?(x)'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      { jsc: { target: 'es2022', parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
    ],
  },
  moduleNameMapper: {
    '\\.module\\.scss$': 'identity-obj-proxy',
    '\\.(scss|css)$': '<rootDir>/../scripts/jest/empty-module.js',
    '\\.(png|jpe?g|gif|svg|webp)$': '<rootDir>/../scripts/jest/file-stub.js',
  },
  setupFilesAfterEnv: ['<rootDir>/../scripts/jest/setup-dom.js'],
});
