import type { RuntimeConfig } from '../../server/runtime-config';

export type { RuntimeConfig };

const isText = (value: unknown): value is string => typeof value === 'string';

/** Reads /runtime-config.json (never cached) and checks its shape before anything uses it. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/runtime-config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`runtime config answered ${response.status}`);
  const config = (await response.json()) as Partial<RuntimeConfig>;
  const remotes = config.remotes;
  if (
    !remotes ||
    !isText(remotes.mfe_marketing) ||
    !isText(remotes.mfe_blog) ||
    !isText(remotes.mfe_admin) ||
    !isText(config.apiBase) ||
    !isText(config.recaptchaSiteKey)
  ) {
    throw new Error('runtime config is incomplete');
  }
  return { remotes, apiBase: config.apiBase, recaptchaSiteKey: config.recaptchaSiteKey, showScreenSize: config.showScreenSize === true };
}
