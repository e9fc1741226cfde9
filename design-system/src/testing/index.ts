export * from './motion-test-provider';
export * from './render-page-route';
export * from './waitlist-probe';
