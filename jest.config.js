/** One Jest run over every workspace that has tests. */
module.exports = {
  projects: [
    '<rootDir>/services/api',
    '<rootDir>/services/contracts',
    '<rootDir>/services/server-kit',
    '<rootDir>/services/remote-server',
    '<rootDir>/design-system',
    '<rootDir>/shell',
    '<rootDir>/mfe-marketing',
    '<rootDir>/mfe-blog',
    '<rootDir>/mfe-admin',
  ],
};
