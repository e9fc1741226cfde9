import { createWebpackConfig } from '@fns/build-kit/webpack/create-webpack-config';
import { federation } from './module-federation.config';

export default createWebpackConfig({
  ...federation,
  appDir: __dirname,
  title: 'Blog remote — standalone',
});
