import { integrityOf } from '@fns/server-kit/integrity';
import type { LiveRemotes } from './page-assets';

/** What a render worker may run of its remotes: each file their manifests list, by URL, with its sha256; and their folders. */
export function releaseFiles(remotes: LiveRemotes): { integrity: Map<string, string>; folders: string[] } {
  const integrity = new Map<string, string>();
  const folders: string[] = [];
  for (const { manifestUrl, manifest } of Object.values(remotes)) {
    folders.push(new URL('.', manifestUrl).href);
    for (const [file, value] of Object.entries(manifest.integrity)) integrity.set(new URL(file, manifestUrl).href, value);
  }
  return { integrity, folders };
}

/**
 * The federation runtime fetches a remote's server entry and chunks with the global `fetch` and
 * runs them (vm, with a real `require`). Through this one, a file its manifest lists arrives only
 * when its bytes are those listed (the manifest itself was checked against the registry's
 * sha256), any other file from a remote's folder is refused, and every other request (the API) goes on.
 */
export function verifyingFetch(base: typeof fetch, { integrity, folders }: ReturnType<typeof releaseFiles>): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input)).href;
    const expected = integrity.get(url);
    if (!expected) {
      if (folders.some((folder) => url.startsWith(folder) && url.endsWith('.js')))
        throw new Error(`${url} is not a file of its release: not run`);
      return base(input, init);
    }
    const response = await base(url, { ...init, redirect: 'error' });
    if (!response.ok) return response;
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (integrityOf(bytes) !== expected) throw new Error(`${url} is not the file its release names (its sha256 differs): not run`);
    return new Response(bytes, { status: response.status, headers: response.headers });
  };
}
