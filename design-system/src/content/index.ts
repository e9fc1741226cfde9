export { PRODUCT_NAME } from '../constants';
export * from './post-text';
