export * from './motion-test-provider';
export * from './page-test-router';
export * from './waitlist-probe';
