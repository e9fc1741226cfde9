export * from './motion-test-provider';
export * from './page-test-routes';
export * from './waitlist-probe';
