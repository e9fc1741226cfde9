import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { type Compiler, type Configuration, container, type RuleSetRule, sources } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { SERVER_DIR, SHELL_MANIFEST_FILE, type ShellManifest } from '@fns/contracts';
import { findRemote, SHELL_PORT } from '@fns/contracts/remotes';
import { BootAssetsPlugin } from './boot-assets-plugin';
import { RemoteManifestPlugin } from './remote-manifest-plugin';
import { ShellTypesPlugin } from './shell-types-plugin';
import { providedVersions, requiredVersions, sharedDependencies } from './shared-dependencies';

const ENTRY = './src/index.ts';
/** Emitted files carry a content hash, so a deployment never changes a file under an old name. */
const HASHED_FILE = /\.[0-9a-f]{10}\.[a-z0-9]+(\.map)?$/;

export interface AppBuildOptions {
  /** The app's folder (its package.json, src/ and dist/). */
  appDir: string;
  /** Federation container name: an identifier such as mfe_blog. */
  name: string;
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
  /** The host's server-side render module (built for Node into dist/server/render.js). */
  serverEntry?: string;
  /** Dev-only proxies (the shell forwards /api to the API). */
  devProxy?: DevServerConfiguration['proxy'];
  /** Extra dev-server middleware (e.g. the shell's /runtime-config.json). */
  devSetup?: DevServerConfiguration['setupMiddlewares'];
}

type Side = 'browser' | 'server';

/** The design system's source, as the app installed it (the workspace's folder, or a packed package in node_modules). */
const designSystemSource = (appDir: string) =>
  path.join(path.dirname(createRequire(path.join(appDir, 'package.json')).resolve('@fns/design-system/package.json')), 'src');

// Loaders by their path: an app installs this package, not the loaders it uses.
const loader = (name: string) => require.resolve(name);

function scriptRule(appDir: string, production: boolean): RuleSetRule {
  return {
    test: /\.tsx?$/,
    include: [path.join(appDir, 'src'), path.join(appDir, 'server'), designSystemSource(appDir)],
    use: {
      loader: loader('swc-loader'),
      options: {
        jsc: {
          target: 'es2020',
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
        },
      },
    },
  };
}

/**
 * CSS Modules: the browser build extracts (or injects) the CSS; the server build keeps only the
 * class names, computed the same way, so the server's HTML and the browser's CSS agree.
 */
function styleRules(side: Side, production: boolean): RuleSetRule[] {
  const localIdentName = production ? '[hash:base64:7]' : '[name]__[local]--[hash:base64:4]';
  const modules = { namedExport: false, exportLocalsConvention: 'as-is', localIdentName, exportOnlyLocals: side === 'server' };
  const extract = production ? MiniCssExtractPlugin.loader : loader('style-loader');
  const browserOnly = side === 'browser' ? [extract] : [];
  const [css, sass] = [loader('css-loader'), loader('sass-loader')];
  return [
    { test: /\.module\.scss$/, use: [...browserOnly, { loader: css, options: { modules } }, sass] },
    // Global styles are imported by browser entries only.
    { test: /\.scss$/, exclude: /\.module\.scss$/, use: [extract, css, sass] },
    // Same file names on both sides; only the browser build writes the files.
    { test: /\.(png|jpe?g|gif|svg|webp|ico)$/, type: 'asset/resource', generator: { emit: side === 'browser' } },
  ];
}

/** The release a build is stamped with: RELEASE_VERSION, else the app's package version. */
function releaseOf(appDir: string): string {
  const { version } = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) as { version: string };
  return process.env.RELEASE_VERSION || version;
}

/** What both builds of an app are made from: its options, the mode, its release and its output folder. */
interface Build {
  options: AppBuildOptions;
  production: boolean;
  release: string;
  /** BUILD_DIR (a release's folder: release/release.ts), else the app's dist/. */
  distDir: string;
}

function baseConfig({ options, production, release, distDir }: Build, side: Side): Configuration {
  const hashed = production ? '.[contenthash:10]' : '';
  return {
    name: side,
    mode: production ? 'production' : 'development',
    // Maps are written for whoever debugs a build, but no shipped file names them: they are a 404
    // unless SERVE_SOURCE_MAPS=true.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    context: options.appDir,
    output: {
      path: path.join(distDir, side === 'server' ? SERVER_DIR : ''),
      publicPath: options.publicPath ?? 'auto',
      filename: `[name]${hashed}.js`,
      // Hashed in development too: chunks of the container and of the app can share an id there.
      chunkFilename: '[name].[contenthash:10].js',
      assetModuleFilename: `assets/[name]${hashed}[ext]`,
      // Every chunk names its release (in its chunk-loading global), so two releases never share a file name.
      uniqueName: `${options.name}@${release}`,
      // Tabs opened before a redeploy still load their version's files: hashed files are kept.
      clean: { keep: (file: string) => HASHED_FILE.test(file) || (side === 'browser' && file.startsWith(`${SERVER_DIR}/`)) },
    },
    // A module with a `.server.ts` twin (one that needs the DOM, say) is replaced by it in the server build.
    resolve: { extensions: side === 'server' ? ['.server.tsx', '.server.ts', '.tsx', '.ts', '.js'] : ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        scriptRule(options.appDir, production),
        ...styleRules(side, production),
        ...(production
          ? [{ test: /[\\/]react-router[\\/]dist[\\/].*\.mjs$/, loader: path.join(__dirname, 'strip-display-names-loader.ts') }]
          : []),
      ],
    },
    performance: { hints: false },
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
  };
}

/**
 * React, React DOM, the router and zustand in one file: every page needs all of them before it can
 * hydrate, they change together (rarely), and one file compresses 1.7 KB gzip smaller than the
 * seven webpack would otherwise make of them (one per shared module).
 */
const FRAMEWORK_CHUNK = {
  test: /[\\/](node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|zustand)[\\/]|react-router-dom-subset\.mjs$)/,
  name: 'framework',
  chunks: 'all',
  enforce: true,
} as const;

function browserConfig(build: Build): Configuration & { devServer?: DevServerConfiguration } {
  const { options, production } = build;
  const hashed = production ? '.[contenthash:10]' : '';
  const base = baseConfig(build, 'browser');
  return {
    ...base,
    entry: { main: ENTRY },
    optimization: {
      ...base.optimization,
      splitChunks: { cacheGroups: { framework: FRAMEWORK_CHUNK } },
      // A remote (built at every release): SWC's minifier with webpack's settings for terser, in half
      // the time and as small. The host keeps terser, whose framework file, the first every page
      // loads, comes out 0.4 KB gzip smaller.
      ...(options.exposes
        ? {
            minimizer: [
              new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: { passes: 2 }, mangle: true } }),
            ],
          }
        : {}),
    },
    plugins: [
      // webpack's own Module Federation in browsers: its runtime is a few hundred bytes, where
      // @module-federation/enhanced's is 20 KB gzip in the shell and again in every remote entry.
      // The server build below needs enhanced's runtime (and its Node plugin) to load remotes over HTTP.
      new container.ModuleFederationPlugin({
        name: options.name,
        // A remote's entry is versioned like its chunks; its manifest names the live one.
        filename: `remoteEntry${hashed}.js`,
        exposes: options.exposes ?? {},
        shared: sharedDependencies(options.appDir),
      }),
      new HtmlWebpackPlugin({
        template: options.htmlTemplate ?? path.join(__dirname, 'remote-standalone.html'),
        title: options.title,
        favicon: options.favicon,
        chunks: ['main'],
      }),
      new BootAssetsPlugin({ appDir: options.appDir, name: options.name, entry: ENTRY, routesModule: options.exposes?.['./routes'] }),
      ...(production ? [new MiniCssExtractPlugin({ filename: `[name]${hashed}.css`, chunkFilename: `[name]${hashed}.css` })] : []),
    ],
    devServer: {
      // The table of remotes' port for a remote, else the shell's.
      port: findRemote(options.name)?.port ?? SHELL_PORT,
      host: '127.0.0.1',
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      // The shell's page (another origin) opens each remote's hot-reload socket; the servers listen on 127.0.0.1 only.
      allowedHosts: 'all',
      proxy: options.devProxy,
      setupMiddlewares: options.devSetup,
      client: { overlay: { warnings: false } },
    },
  };
}

/** The host's server build writes what it provides to remotes (dist/server/shell-manifest.json, never served). */
const shellManifest = (appDir: string) => ({
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('ShellManifest', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ShellManifest', stage: 1000 }, () => {
        const manifest: ShellManifest = { provides: providedVersions(appDir) };
        compilation.emitAsset(SHELL_MANIFEST_FILE, new sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
      });
    });
  },
});

/**
 * The Node build of the same source. A remote's is a federation container the shell's server
 * fetches over HTTP (its chunks are fetched from beside it); the host's is its render module.
 * Shared singletons are bundled as fallbacks and taken from the host's share scope, as in browsers.
 */
function serverConfig(build: Build): Configuration {
  const { options, release, distDir } = build;
  const isRemote = Boolean(options.exposes);
  const base = baseConfig(build, 'server');
  return {
    ...base,
    target: 'async-node',
    dependencies: ['browser'],
    entry: isRemote ? {} : { render: options.serverEntry! },
    output: {
      ...base.output,
      filename: isRemote ? '[name].[contenthash:10].js' : '[name].js',
      library: { type: isRemote ? 'commonjs-module' : 'commonjs2' },
    },
    optimization: { ...base.optimization, minimize: false },
    plugins: [
      new ModuleFederationPlugin({
        name: options.name,
        filename: isRemote ? 'remoteEntry.[contenthash:10].js' : 'remoteEntry.js',
        exposes: options.exposes ?? {},
        shared: sharedDependencies(options.appDir),
        remoteType: 'script',
        library: { type: 'commonjs-module', name: options.name },
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        dts: false,
        manifest: false,
        experiments: { asyncStartup: true },
      }),
      isRemote
        ? new RemoteManifestPlugin({
            distDir,
            appDir: options.appDir,
            name: options.name,
            release,
            exposes: options.exposes ?? {},
            shared: requiredVersions(options.appDir),
            installed: providedVersions(options.appDir),
          })
        : shellManifest(options.appDir),
      ...(isRemote ? [] : [new ShellTypesPlugin({ appDir: options.appDir, distDir })]),
    ],
  };
}

/**
 * The one webpack setup every frontend app uses; each app's webpack.config.ts only fills in options.
 * A production build is the browser build and the server build; development serves the browser
 * build alone (client-rendered, with hot reload).
 */
export function createWebpackConfig(options: AppBuildOptions) {
  return (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration[] => {
    const build: Build = {
      options,
      production: argv.mode !== 'development',
      release: releaseOf(options.appDir),
      distDir: process.env.BUILD_DIR ? path.resolve(process.env.BUILD_DIR) : path.join(options.appDir, 'dist'),
    };
    return build.production ? [browserConfig(build), serverConfig(build)] : [browserConfig(build)];
  };
}
