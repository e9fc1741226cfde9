import { createWebpackConfig } from '@fns/build-kit/webpack/create-webpack-config';
import { federation } from './module-federation.config';
import { loadShellConfig } from './server/config';
import { devRuntimeConfig } from './server/runtime-config';

const config = loadShellConfig();

export default createWebpackConfig({
  ...federation,
  appDir: __dirname,
  publicPath: '/',
  title: 'Founders Never Solo',
  htmlTemplate: `${__dirname}/public/index.html`,
  serverEntry: './server/render/render-worker.tsx',
  favicon: `${__dirname}/public/favicon.svg`,
  // The API believes its loopback proxy's X-Forwarded-For: a visitor's own must not pass through.
  devProxy: [{ context: ['/api'], target: config.apiUrl, onProxyReq: (proxyRequest) => proxyRequest.removeHeader('x-forwarded-for') }],
  devSetup: (middlewares, devServer) => {
    devServer.app?.get('/runtime-config.json', (_req, res) => {
      res.json(devRuntimeConfig(config));
    });
    return middlewares;
  },
});
