/** What the shell reads at boot from /runtime-config.json; its server fills it from the environment. */
export interface RuntimeConfig {
  /** Remote entry URL of each federation container, by container name. */
  remotes: { mfe_marketing: string; mfe_blog: string; mfe_admin: string };
  /** Base URL of the API as the browser calls it (the shell's server proxies /api). */
  apiBase: string;
  /** reCAPTCHA v3 site key; empty means the wait list sends no token (the service's check is off). */
  recaptchaSiteKey: string;
  /** Shows the screen-size debug indicator. */
  showScreenSize: boolean;
}

export const REMOTE_DEFAULTS = {
  mfe_marketing: 'http://localhost:3001/remoteEntry.js',
  mfe_blog: 'http://localhost:3002/remoteEntry.js',
  mfe_admin: 'http://localhost:3003/remoteEntry.js',
} as const;

export function runtimeConfigFromEnv(env: NodeJS.ProcessEnv = process.env): RuntimeConfig {
  return {
    remotes: {
      mfe_marketing: env.MARKETING_REMOTE_URL || REMOTE_DEFAULTS.mfe_marketing,
      mfe_blog: env.BLOG_REMOTE_URL || REMOTE_DEFAULTS.mfe_blog,
      mfe_admin: env.ADMIN_REMOTE_URL || REMOTE_DEFAULTS.mfe_admin,
    },
    apiBase: env.PUBLIC_API_BASE || '/api',
    recaptchaSiteKey: env.RECAPTCHA_SITE_KEY ?? '',
    showScreenSize: env.SHOW_SCREEN_SIZE === 'true',
  };
}

