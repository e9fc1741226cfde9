import type { RemoteName } from '../src/lib/remotes';
import { REMOTE_DEFAULTS } from './runtime-config';

/** What the registry says the shells render: promoted releases' manifests, and canaries with their share of visitors. */
export interface RegistryState {
  promoted: Partial<Record<RemoteName, string>>;
  canaries: Partial<Record<RemoteName, { manifestUrl: string; percent: number }>>;
}

const isRemote = (name: string): name is RemoteName => name in REMOTE_DEFAULTS;
const isHttpUrl = (url: unknown): url is string => typeof url === 'string' && URL.canParse(url) && /^https?:$/.test(new URL(url).protocol);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The API's answer, when it is the shape the registry sends: known remotes, http(s) URLs, shares of 1–99 %. */
export function parseRegistryState(value: unknown): RegistryState | undefined {
  if (!isRecord(value) || !isRecord(value.remotes) || !isRecord(value.canaries)) return undefined;
  const promoted = Object.entries(value.remotes);
  const canaries = Object.entries(value.canaries);
  if (!promoted.every(([name, url]) => isRemote(name) && isHttpUrl(url))) return undefined;
  const validCanary = ([name, canary]: [string, unknown]) =>
    isRemote(name) &&
    isRecord(canary) &&
    isHttpUrl(canary.manifestUrl) &&
    Number.isInteger(canary.percent) &&
    (canary.percent as number) >= 1 &&
    (canary.percent as number) <= 99;
  if (!canaries.every(validCanary)) return undefined;
  return {
    promoted: Object.fromEntries(promoted),
    canaries: Object.fromEntries(canaries.map(([name, canary]) => [name, { ...(canary as RegistryState['canaries'][RemoteName]) }])),
  };
}

/** Reads which release of each remote is promoted or in canary, from the API's registry (GET /api/remotes/live). */
export function registryReader(apiUrl: string, timeoutMs = 2_000): () => Promise<RegistryState> {
  const url = new URL('/api/remotes/live', apiUrl).href;
  return async () => {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const state = parseRegistryState(await response.json());
    if (!state) throw new Error(`${url} did not answer the registry's state`);
    return state;
  };
}
