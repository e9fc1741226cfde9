import { REMOTE_NAMES, type RemoteName } from '@fns/contracts/remotes';

/** What the browser reads before it starts: the page inlines it; /runtime-config.json serves it too. */
export interface RuntimeConfig {
  /** Browser entry URL of each federation container (of the version the page was rendered with). */
  remotes: Record<RemoteName, string>;
  /** The Subresource Integrity value of each remote's browser entry (from its manifest; none in development). */
  integrity: Partial<Record<RemoteName, string>>;
  /** Base URL of the API as the browser calls it (the shell's server proxies /api). */
  apiBase: string;
  /** reCAPTCHA v3 site key (the design system's bot check reads it); empty: the forms send no token (the service's check is off). */
  recaptchaSiteKey: string;
  /** Shows the screen-size debug indicator. */
  showScreenSize: boolean;
  /** The share of page views (0 to 1) whose Core Web Vitals the browser reports (RUM_SAMPLE_RATE). */
  rumSampleRate: number;
  /** Sent back with a failure report (POST /remote-errors) to prove it comes from a page of this site; none in development. */
  reportToken?: string;
  /** The version of each remote the page was rendered with (a sign-up names its page's); none in development. */
  versions: Partial<Record<RemoteName, string>>;
  /** The versions a release preview pins in this browser (the page shows a banner); none on other pages. */
  releasePreview?: Partial<Record<RemoteName, string>>;
}

/** What every page tells the browser besides the remotes' entries. */
export type PublicSettings = Omit<RuntimeConfig, 'remotes' | 'integrity' | 'reportToken' | 'versions' | 'releasePreview'>;

const isText = (value: unknown): value is string => typeof value === 'string';

/** The data block in which the production server inlines the config (server/app-page.ts). */
export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';

/** The config inlined in the page, else /runtime-config.json (never cached); its shape is checked before use. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const config = readInlinedConfig() ?? (await fetchConfig());
  const remotes = config.remotes;
  if (!remotes || !REMOTE_NAMES.every((name) => isText(remotes[name])) || !isText(config.apiBase) || !isText(config.recaptchaSiteKey)) {
    throw new Error('runtime config is incomplete');
  }
  const textsOf = (values: Partial<Record<RemoteName, unknown>> | undefined) =>
    Object.fromEntries(REMOTE_NAMES.flatMap((name) => (isText(values?.[name]) ? [[name, values[name]]] : [])));
  return {
    remotes,
    integrity: textsOf(config.integrity),
    apiBase: config.apiBase,
    recaptchaSiteKey: config.recaptchaSiteKey,
    showScreenSize: config.showScreenSize === true,
    rumSampleRate: typeof config.rumSampleRate === 'number' ? config.rumSampleRate : 0,
    reportToken: isText(config.reportToken) ? config.reportToken : undefined,
    versions: textsOf(config.versions),
    ...(config.releasePreview && { releasePreview: textsOf(config.releasePreview) }),
  };
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
