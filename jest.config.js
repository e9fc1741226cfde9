/** One Jest run over every workspace that has tests. */
module.exports = {
  projects: [
    '<rootDir>/services/api',
    '<rootDir>/services/server-kit',
    '<rootDir>/design-system',
    '<rootDir>/shell',
    '<rootDir>/mfe-marketing',
    '<rootDir>/mfe-blog',
    '<rootDir>/mfe-admin',
  ],
};
