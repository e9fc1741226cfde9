import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { matchPath } from 'react-router-dom';
import { BOOT_ASSETS_FILE, type BootAssets, parseBootAssets } from '../../scripts/server/boot-assets';
import { ROUTE_TABLE, type RouteEntry } from '../src/app/route-table';
import { RUNTIME_CONFIG_ELEMENT_ID } from '../src/config/runtime-config';
import { type BootAssetsOf, remoteBootAssets } from './remote-boot-assets';
import type { RuntimeConfig } from './runtime-config';
import { escapeMarkup } from './seo/escape';

/** The built index.html for one path: the runtime config inlined and what the path needs preloaded. */
export type AppPage = (pathname: string) => Promise<string>;

export const routeFor = (pathname: string): RouteEntry | undefined => ROUTE_TABLE.find(({ path: pattern }) => matchPath(pattern, pathname));

/** JSON that cannot close its script element or start markup, whatever its strings hold. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const preloadLink = (url: string) => `<link rel="preload" as="${url.endsWith('.css') ? 'style' : 'script'}" href="${escapeMarkup(url)}" />`;

/**
 * The URLs a route needs before it paints, in the order the browser would otherwise discover them
 * one round trip at a time: the shell's bootstrap and singletons, the route's remote entry, its
 * `./routes` module and the route's page. A path outside the table (the app redirects it) needs
 * only the shell's files.
 */
export function bootUrls(route: RouteEntry | undefined, config: RuntimeConfig, shell: BootAssets, remote?: BootAssets): string[] {
  const shellUrls = shell.boot.map((file) => `/${file}`);
  if (!route) return shellUrls;
  const entry = config.remotes[route.remote];
  const remoteFiles = remote ? [...remote.boot, ...(remote.routes[route.path] ?? [])] : [];
  return [...shellUrls, entry, ...remoteFiles.map((file) => new URL(file, entry).href)];
}

/**
 * The page saves the browser several round trips before the first paint of content: the config it
 * would fetch at boot sits in a data block (not executed, so the CSP allows it), and every file
 * of `urls` downloads while the shell's own entry does.
 */
export function withBootHints(indexHtml: string, config: RuntimeConfig, urls: string[]): string {
  const hints = [`<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${scriptSafeJson(config)}</script>`, ...urls.map(preloadLink)];
  return indexHtml.replace('</head>', `${hints.join('')}</head>`);
}

async function readShellBuild(distDir: string): Promise<{ indexHtml: string; bootAssets: BootAssets }> {
  const indexHtml = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const listed = await readFile(path.join(distDir, BOOT_ASSETS_FILE), 'utf8').then(
    (text) => parseBootAssets(JSON.parse(text)),
    () => undefined,
  );
  return { indexHtml, bootAssets: listed ?? { boot: [], routes: {} } };
}

export function appPage(distDir: string, config: RuntimeConfig, bootAssetsOf: BootAssetsOf = remoteBootAssets()): AppPage {
  let shellBuild: ReturnType<typeof readShellBuild> | undefined;
  return async (pathname) => {
    const { indexHtml, bootAssets } = await (shellBuild ??= readShellBuild(distDir));
    const route = routeFor(pathname);
    const remote = route && (await bootAssetsOf(config.remotes[route.remote]));
    return withBootHints(indexHtml, config, bootUrls(route, config, bootAssets, remote));
  };
}
