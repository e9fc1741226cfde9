export * from './render-page-route';
export * from './waitlist-probe';
