import { REMOTE_NAMES } from '@fns/contracts/remotes';
import { isLoopbackHost } from '@fns/server-kit';
import type { RuntimeConfig } from '../src/config/runtime-config';
import type { ShellConfig } from './config';

/**
 * In production every remote is fetched over https: its code runs in every page (the CSP trusts
 * what the shell loads), so nothing on the way may change it. Loopback addresses stay allowed, for
 * a production build tried on one machine (`npm start`).
 */
export function requireHttpsRemotesInProduction(urls: Record<string, string>, production: boolean): void {
  if (!production) return;
  for (const [name, url] of Object.entries(urls)) {
    const { protocol, hostname } = new URL(url);
    if (protocol !== 'https:' && !isLoopbackHost(hostname)) {
      throw new Error(`${name}'s manifest must be served over https when NODE_ENV=production (it is ${url}).`);
    }
  }
}

/**
 * The development servers' config: no manifests there, each remote's dev server serves its
 * `remoteEntry.js` where its manifest would be.
 */
export function devRuntimeConfig({ remoteManifests, settings }: Pick<ShellConfig, 'remoteManifests' | 'settings'>): RuntimeConfig {
  const entries = REMOTE_NAMES.map((name) => [name, new URL('remoteEntry.js', remoteManifests[name]).href]);
  return { remotes: Object.fromEntries(entries) as RuntimeConfig['remotes'], integrity: {}, versions: {}, ...settings };
}
