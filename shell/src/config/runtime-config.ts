import type { RuntimeConfig } from '../../server/runtime-config';

export type { RuntimeConfig };

const isText = (value: unknown): value is string => typeof value === 'string';

/** The data block in which the production server inlines the config (server/app-page.ts). */
export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';

/** The config inlined in the page, else /runtime-config.json (never cached); its shape is checked before use. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const config = readInlinedConfig() ?? (await fetchConfig());
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

async function fetchConfig(): Promise<Partial<RuntimeConfig>> {
  const response = await fetch('/runtime-config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`runtime config answered ${response.status}`);
  return (await response.json()) as Partial<RuntimeConfig>;
}

function readInlinedConfig(): Partial<RuntimeConfig> | null {
  const element = document.getElementById(RUNTIME_CONFIG_ELEMENT_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as Partial<RuntimeConfig>) : null;
}
