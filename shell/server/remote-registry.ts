import type { RemoteName } from '../src/lib/remotes';
import { REMOTE_DEFAULTS } from './runtime-config';

/** Manifest URLs of the remotes promoted to a registered release; the others render their configured one. */
export type PromotedManifests = Partial<Record<RemoteName, string>>;

/** The API's answer, when it is the shape the registry sends: known remotes, http(s) URLs. */
export function parsePromotedManifests(value: unknown): PromotedManifests | undefined {
  const remotes = (value as { remotes?: unknown } | null)?.remotes;
  if (typeof remotes !== 'object' || remotes === null || Array.isArray(remotes)) return undefined;
  const entries = Object.entries(remotes);
  const valid = entries.every(
    ([name, url]) => name in REMOTE_DEFAULTS && typeof url === 'string' && URL.canParse(url) && /^https?:$/.test(new URL(url).protocol),
  );
  return valid ? Object.fromEntries(entries) : undefined;
}

/** Reads which release of each remote is promoted, from the API's registry (GET /api/remotes/live). */
export function registryReader(apiUrl: string, timeoutMs = 2_000): () => Promise<PromotedManifests> {
  const url = new URL('/api/remotes/live', apiUrl).href;
  return async () => {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const promoted = parsePromotedManifests(await response.json());
    if (!promoted) throw new Error(`${url} did not answer a list of manifests`);
    return promoted;
  };
}
