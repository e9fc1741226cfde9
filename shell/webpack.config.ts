import { createWebpackConfig } from '../scripts/webpack/create-webpack-config';
import { federation } from './module-federation.config';
import { devRuntimeConfig } from './server/runtime-config';

const API_URL = process.env.API_URL ?? 'http://127.0.0.1:4000';

export default createWebpackConfig({
  ...federation,
  appDir: __dirname,
  port: 3000,
  publicPath: '/',
  title: 'Founders Never Solo',
  htmlTemplate: `${__dirname}/public/index.html`,
  serverEntry: './server/render/render-worker.tsx',
  favicon: `${__dirname}/public/favicon.svg`,
  // The API believes its loopback proxy's X-Forwarded-For: a visitor's own must not pass through.
  devProxy: [{ context: ['/api'], target: API_URL, onProxyReq: (proxyRequest) => proxyRequest.removeHeader('x-forwarded-for') }],
  devSetup: (middlewares, devServer) => {
    devServer.app?.get('/runtime-config.json', (_req, res) => {
      res.json(devRuntimeConfig());
    });
    return middlewares;
  },
});
