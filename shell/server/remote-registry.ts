import { liveRegistrySchema, type LiveRegistry } from '@fns/contracts';

/** Reads which release of each remote is promoted or in canary, from the API's registry (GET /api/remotes/live). */
export function registryReader(apiUrl: string, timeoutMs = 2_000): () => Promise<LiveRegistry> {
  const url = new URL('/api/remotes/live', apiUrl).href;
  return async () => {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const state = liveRegistrySchema.safeParse(await response.json()).data;
    if (!state) throw new Error(`${url} did not answer the registry's state`);
    return state;
  };
}
