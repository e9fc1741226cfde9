// The shell server's request lines would bury the test report; a test that reads them gives its logger a
// destination and a level of its own.
require('./server/logger').logger.level = 'silent';
