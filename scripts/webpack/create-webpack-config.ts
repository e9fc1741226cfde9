import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { BootAssetsPlugin } from './boot-assets-plugin';
import { sharedDependencies } from './shared-dependencies';

const DESIGN_SYSTEM_SRC = path.resolve(__dirname, '../../design-system/src');
const ENTRY = './src/index.ts';

export interface AppBuildOptions {
  /** The app's folder (its package.json, src/ and dist/). */
  appDir: string;
  /** Federation container name: an identifier such as mfe_blog. */
  name: string;
  /** Dev server port. */
  port: number;
  /** Remotes expose modules (./routes); the host exposes none. */
  exposes?: Record<string, string>;
  /** Page title of the app's own HTML page (the host page, or a remote's standalone page). */
  title: string;
  /** The host's HTML page; remotes share one plain page for their standalone dev host. */
  htmlTemplate?: string;
  /** The site icon the host's page links to. */
  favicon?: string;
  /** The host serves its pages from "/"; remotes resolve their chunks from their own entry URL. */
  publicPath?: string;
  /** Dev-only proxies (the shell forwards /api to the API). */
  devProxy?: DevServerConfiguration['proxy'];
  /** Extra dev-server middleware (e.g. the shell's /runtime-config.json). */
  devSetup?: DevServerConfiguration['setupMiddlewares'];
}

/** The one webpack setup every frontend app uses; each app's webpack.config.ts only fills in options. */
export function createWebpackConfig(options: AppBuildOptions) {
  return (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration & { devServer?: DevServerConfiguration } => {
    const production = argv.mode !== 'development';
    const styleLoader = production ? MiniCssExtractPlugin.loader : 'style-loader';
    const hashed = production ? '.[contenthash:10]' : '';
    return {
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      entry: { main: ENTRY },
      context: options.appDir,
      output: {
        path: path.join(options.appDir, 'dist'),
        publicPath: options.publicPath ?? 'auto',
        filename: `[name]${hashed}.js`,
        chunkFilename: `[name]${hashed}.js`,
        assetModuleFilename: `assets/[name]${hashed}[ext]`,
        uniqueName: options.name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js'] },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            include: [path.join(options.appDir, 'src'), DESIGN_SYSTEM_SRC],
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  target: 'es2020',
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
                },
              },
            },
          },
          {
            test: /\.module\.scss$/,
            use: [
              styleLoader,
              {
                loader: 'css-loader',
                options: {
                  modules: {
                    namedExport: false,
                    exportLocalsConvention: 'as-is',
                    localIdentName: production ? '[hash:base64:7]' : '[name]__[local]--[hash:base64:4]',
                  },
                },
              },
              'sass-loader',
            ],
          },
          { test: /\.scss$/, exclude: /\.module\.scss$/, use: [styleLoader, 'css-loader', 'sass-loader'] },
          { test: /\.(png|jpe?g|gif|svg|webp|ico)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: options.name,
          filename: 'remoteEntry.js',
          exposes: options.exposes ?? {},
          shared: sharedDependencies(options.appDir),
          dts: false,
          manifest: false,
          // Remotes are plain remoteEntry.js files loaded in browsers: the runtime can leave out its
          // manifest-snapshot and Node code paths (3 KB gzip off the shell and each remote entry).
          experiments: { optimization: { disableSnapshot: true, target: 'web' } },
        }),
        new HtmlWebpackPlugin({
          template: options.htmlTemplate ?? path.join(__dirname, 'remote-standalone.html'),
          title: options.title,
          favicon: options.favicon,
          chunks: ['main'],
        }),
        new BootAssetsPlugin({ appDir: options.appDir, entry: ENTRY, routesModule: options.exposes?.['./routes'] }),
        ...(production ? [new MiniCssExtractPlugin({ filename: `[name]${hashed}.css`, chunkFilename: `[name]${hashed}.css` })] : []),
      ],
      performance: { hints: false },
      optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
      devServer: {
        port: options.port,
        host: '127.0.0.1',
        hot: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: options.devProxy,
        setupMiddlewares: options.devSetup,
        client: { overlay: { warnings: false } },
      },
    };
  };
}
