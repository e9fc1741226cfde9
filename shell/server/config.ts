import { API_PORT, defaultManifestUrl, REMOTES, type RemoteInfo, type RemoteName, SHELL_PORT } from '@fns/contracts/remotes';
import {
  insecureReleaseOrigins,
  type LogLevel,
  parseEnvironment,
  releaseOrigins,
  type ReleaseOrigins,
  releaseOriginsVariable,
} from '@fns/server-kit';
import { availableParallelism } from 'node:os';
import { z } from 'zod';
import type { PublicSettings } from '../src/config/runtime-config';

const flag = z.enum(['true', 'false'], 'must be true or false').transform((value) => value === 'true');
const port = z.coerce.number().int().min(0).max(65535);
const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http or https URL' });

/** Each remote's manifest URL variable (MARKETING_REMOTE_URL, …), from the table of remotes. */
const manifestUrls = Object.fromEntries(
  REMOTES.map((remote) => [remote.urlVariable, httpUrl.default(defaultManifestUrl(remote))]),
) as Record<RemoteInfo['urlVariable'], z.ZodDefault<typeof httpUrl>>;

/** The shell server's variables, each with its one default (docs/configuration.md lists the same; a test compares them). */
export const shellEnvironment = z.object({
  NODE_ENV: z.string().optional(),
  PORT: port.default(SHELL_PORT),
  HOST: z.string().min(1).default('127.0.0.1'),
  API_URL: httpUrl.default(`http://127.0.0.1:${API_PORT}`),
  ...manifestUrls,
  REMOTE_POLL_MS: z.coerce.number().int().min(100).default(2000),
  PUBLIC_CACHE_SECONDS: z.coerce.number().min(0).default(10),
  // Render worker threads per set of remote versions served: every core renders.
  RENDER_THREADS: z.coerce.number().int().min(1).max(64).optional(),
  PUBLIC_API_BASE: z.string().default('/api'),
  RECAPTCHA_SITE_KEY: z.string().optional(),
  SHOW_SCREEN_SIZE: flag.default(false),
  // The share of page views whose browsers report their Core Web Vitals (RUM), 0 to 1.
  RUM_SAMPLE_RATE: z.coerce.number().min(0, 'must be from 0 to 1').max(1, 'must be from 0 to 1').default(0.1),
  PUBLIC_SITE_URL: httpUrl.optional(),
  SERVE_SOURCE_MAPS: flag.default(false),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  LOG_LEVEL: z.enum(['silent', 'error', 'warn', 'info']).default('info'),
  SHELL_METRICS_PORT: port.optional(),
  // As Express's `trust proxy` reads it (hop count, or addresses and subnets); `true` would believe anyone.
  SHELL_TRUST_PROXY: z
    .string()
    .refine((value) => value !== 'true', 'name the proxies (a hop count, or addresses and subnets): true would believe any X-Forwarded-For')
    .optional(),
  // Shared with the API, which sends it to the release checks; unset, the checks are off (nothing can be promoted).
  SITE_SERVER_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  // Where teams publish releases: a registry entry elsewhere is never fetched, checked or rendered.
  RELEASE_ORIGINS: releaseOriginsVariable,
  RELEASE_PRIVATE_ADDRESSES: flag.default(false),
});

export interface ShellConfig {
  production: boolean;
  port: number;
  host: string;
  /** Where /api is proxied and the server's loaders call. */
  apiUrl: string;
  /** Each remote's configured deployment manifest (a promoted release replaces it). */
  remoteManifests: Record<RemoteName, string>;
  /** What every page tells the browser besides the remotes' entries. */
  settings: PublicSettings;
  /** PUBLIC_SITE_URL without trailing slashes. */
  siteUrl: string | undefined;
  remotePollMs: number;
  pageCacheSeconds: number;
  renderThreads: number;
  serveSourceMaps: boolean;
  shutdownTimeoutMs: number;
  logLevel: LogLevel;
  metricsPort: number | undefined;
  trustProxy: string | undefined;
  siteServerSecret: string | undefined;
  /** RELEASE_ORIGINS and RELEASE_PRIVATE_ADDRESSES: where a registered release may be loaded from. */
  releaseOrigins: ReleaseOrigins;
}

/** The shell server's configuration, validated once at start (a bad variable is named in the error). */
export function loadShellConfig(source: NodeJS.ProcessEnv = process.env): ShellConfig {
  const env = parseEnvironment(
    shellEnvironment.superRefine(({ NODE_ENV, RELEASE_ORIGINS }, ctx) => {
      const insecure = NODE_ENV === 'production' ? insecureReleaseOrigins(RELEASE_ORIGINS) : [];
      if (insecure.length > 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['RELEASE_ORIGINS'],
          message: `must be https when NODE_ENV=production (${insecure.join(', ')})`,
        });
      }
    }),
    source,
  );
  const production = env.NODE_ENV === 'production';
  return {
    production,
    port: env.PORT,
    host: env.HOST,
    apiUrl: env.API_URL.replace(/\/+$/, ''),
    remoteManifests: Object.fromEntries(REMOTES.map((remote) => [remote.name, env[remote.urlVariable]])) as Record<RemoteName, string>,
    settings: {
      apiBase: env.PUBLIC_API_BASE,
      recaptchaSiteKey: env.RECAPTCHA_SITE_KEY ?? '',
      showScreenSize: env.SHOW_SCREEN_SIZE,
      rumSampleRate: env.RUM_SAMPLE_RATE,
    },
    siteUrl: env.PUBLIC_SITE_URL?.replace(/\/+$/, ''),
    remotePollMs: env.REMOTE_POLL_MS,
    pageCacheSeconds: env.PUBLIC_CACHE_SECONDS,
    // Unset: one per core of the machine it runs on.
    renderThreads: env.RENDER_THREADS ?? availableParallelism(),
    serveSourceMaps: env.SERVE_SOURCE_MAPS,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    logLevel: env.LOG_LEVEL,
    metricsPort: env.SHELL_METRICS_PORT,
    trustProxy: env.SHELL_TRUST_PROXY,
    siteServerSecret: env.SITE_SERVER_SECRET,
    releaseOrigins: releaseOrigins(env.RELEASE_ORIGINS, production, env.RELEASE_PRIVATE_ADDRESSES),
  };
}
