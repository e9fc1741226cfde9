import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { matchPath } from 'react-router-dom';
import { ROUTE_TABLE } from '../src/app/route-table';
import { RUNTIME_CONFIG_ELEMENT_ID } from '../src/config/runtime-config';
import type { RuntimeConfig } from './runtime-config';
import { escapeMarkup } from './seo/escape';

/** The built index.html for one path: the runtime config inlined and the path's remote preloaded. */
export type AppPage = (pathname: string) => Promise<string>;

/** The remote entry that renders `pathname`, or none for paths the app redirects. */
export function remoteEntryFor(pathname: string, remotes: RuntimeConfig['remotes']): string | undefined {
  const route = ROUTE_TABLE.find(({ path: pattern }) => matchPath(pattern, pathname));
  return route && remotes[route.remote];
}

/** JSON that cannot close its script element or start markup, whatever its strings hold. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The page saves the browser two round trips before the first paint of content: the config it
 * would fetch at boot sits in a data block (not executed, so the CSP allows it), and the current
 * route's remote entry downloads while the shell's own scripts do.
 */
export function withBootHints(indexHtml: string, pathname: string, config: RuntimeConfig): string {
  const remoteEntry = remoteEntryFor(pathname, config.remotes);
  const hints = [
    `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${scriptSafeJson(config)}</script>`,
    ...(remoteEntry ? [`<link rel="preload" as="script" href="${escapeMarkup(remoteEntry)}" />`] : []),
  ];
  return indexHtml.replace('</head>', `${hints.join('')}</head>`);
}

export function appPage(distDir: string, config: RuntimeConfig): AppPage {
  let indexHtml: Promise<string> | undefined;
  return async (pathname) => withBootHints(await (indexHtml ??= readFile(path.join(distDir, 'index.html'), 'utf8')), pathname, config);
}
