export { StandaloneHost } from './standalone-host';
