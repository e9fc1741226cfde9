/** One Jest run over every workspace that has tests. */
module.exports = {
  projects: ['<rootDir>/services/api', '<rootDir>/design-system'],
};
