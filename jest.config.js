/** One Jest run over every workspace that has tests. */
module.exports = {
  // A global option (a project's own is not read in a multi-project run): the API's tests start servers and wait on the database.
  testTimeout: 30000,
  projects: [
    '<rootDir>/services/api',
    '<rootDir>/services/contracts',
    '<rootDir>/services/server-kit',
    '<rootDir>/services/remote-server',
    '<rootDir>/build-kit',
    '<rootDir>/design-system',
    '<rootDir>/shell',
    '<rootDir>/mfe-marketing',
    '<rootDir>/mfe-blog',
    '<rootDir>/mfe-admin',
  ],
};
