import type { RemoteName } from '../src/lib/remotes';

/** What the browser reads before it starts: the page inlines it; /runtime-config.json serves it too. */
export interface RuntimeConfig {
  /** Browser entry URL of each federation container (of the version the page was rendered with). */
  remotes: { mfe_marketing: string; mfe_blog: string; mfe_admin: string };
  /** Base URL of the API as the browser calls it (the shell's server proxies /api). */
  apiBase: string;
  /** reCAPTCHA v3 site key (the design system's bot check reads it); empty: the forms send no token (the service's check is off). */
  recaptchaSiteKey: string;
  /** Shows the screen-size debug indicator. */
  showScreenSize: boolean;
}

export type PublicSettings = Omit<RuntimeConfig, 'remotes'>;

/** Where each remote's deployment manifest is (its browser and server entries are named in it). */
export type RemoteManifestUrls = Record<RemoteName, string>;

export const REMOTE_DEFAULTS: RemoteManifestUrls = {
  mfe_marketing: 'http://localhost:3001/remote-manifest.json',
  mfe_blog: 'http://localhost:3002/remote-manifest.json',
  mfe_admin: 'http://localhost:3003/remote-manifest.json',
};

export function remoteManifestUrlsFromEnv(env: NodeJS.ProcessEnv = process.env): RemoteManifestUrls {
  return {
    mfe_marketing: env.MARKETING_REMOTE_URL || REMOTE_DEFAULTS.mfe_marketing,
    mfe_blog: env.BLOG_REMOTE_URL || REMOTE_DEFAULTS.mfe_blog,
    mfe_admin: env.ADMIN_REMOTE_URL || REMOTE_DEFAULTS.mfe_admin,
  };
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * In production every remote is fetched over https: its code runs in every page (the CSP trusts
 * what the shell loads), so nothing on the way may change it. Loopback addresses stay allowed, for
 * a production build tried on one machine (`npm start`).
 */
export function requireHttpsRemotesInProduction(urls: Partial<RemoteManifestUrls>, production: boolean): void {
  if (!production) return;
  for (const [name, url] of Object.entries<string>(urls)) {
    const { protocol, hostname } = new URL(url);
    if (protocol !== 'https:' && !LOOPBACK_HOSTS.has(hostname)) {
      throw new Error(`${name}'s manifest must be served over https when NODE_ENV=production (it is ${url}).`);
    }
  }
}

export function publicSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): PublicSettings {
  return {
    apiBase: env.PUBLIC_API_BASE || '/api',
    recaptchaSiteKey: env.RECAPTCHA_SITE_KEY ?? '',
    showScreenSize: env.SHOW_SCREEN_SIZE === 'true',
  };
}

/**
 * The development servers' config: no manifests there, each remote's dev server serves its
 * `remoteEntry.js` where its manifest would be.
 */
export function devRuntimeConfig(env: NodeJS.ProcessEnv = process.env): RuntimeConfig {
  const urls = remoteManifestUrlsFromEnv(env);
  const entry = (url: string) => new URL('remoteEntry.js', url).href;
  return {
    remotes: { mfe_marketing: entry(urls.mfe_marketing), mfe_blog: entry(urls.mfe_blog), mfe_admin: entry(urls.mfe_admin) },
    ...publicSettingsFromEnv(env),
  };
}
