/**
 * Jest settings shared by every frontend app: jsdom, SWC for TS/TSX, CSS Modules as class names.
 * Everything by its path from here: an app installs this package, not what it runs its tests with.
 */
module.exports = (displayName, rootDir) => ({
  displayName,
  rootDir,
  testEnvironment: require.resolve('jest-environment-jsdom'),
  roots: ['<rootDir>/src'],
  testMatch: ['**/__tests__/**/*.test.ts?(x)'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      require.resolve('@swc/jest'),
      { jsc: { target: 'es2022', parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
    ],
  },
  // This repository's packages ship TypeScript source (the design system's components): compiled like the app's own.
  transformIgnorePatterns: ['/node_modules/(?!@fns/)'],
  moduleNameMapper: {
    '\\.module\\.scss$': require.resolve('identity-obj-proxy'),
    '\\.(scss|css)$': require.resolve('./empty-module.js'),
    '\\.(png|jpe?g|gif|svg|webp)$': require.resolve('./file-stub.js'),
  },
  setupFilesAfterEnv: [require.resolve('./setup-dom.js')],
});
