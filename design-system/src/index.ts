export * from './constants';
export * from './contracts/remote-route';
export * from './stores/waitlist-store';
export * from './config/api';
export * from './page/page-header';
export * from './page/use-page-meta';
