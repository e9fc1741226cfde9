// The shell server's request lines would bury the test report; a test that reads them gives its logger a
// destination and a level of its own. Here, not in jest.config.js: that file's process starts the API in some tests.
process.env.LOG_LEVEL ||= 'silent';
