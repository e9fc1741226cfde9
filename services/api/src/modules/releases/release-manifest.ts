import { remoteManifestSchema, type RemoteName } from '@fns/contracts';
import { badRequest } from '../../lib/api-error';

const FETCH_TIMEOUT_MS = 2_000;
export const MANIFEST_MAX_BYTES = 256 * 1024;

export interface ReleaseManifest {
  version: string;
  commit: string;
  builtAt: Date;
  exposes: string[];
  routes: string[];
  shared: Record<string, string>;
}

/** The body, read up to `MANIFEST_MAX_BYTES`: a manifest is a few kilobytes. */
async function readCapped(response: Response): Promise<string> {
  const reader = (response.body as ReadableStream<Uint8Array> | null)?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength;
    if (size > MANIFEST_MAX_BYTES) {
      await reader.cancel();
      throw new Error(`it is larger than ${MANIFEST_MAX_BYTES / 1024} KB`);
    }
    chunks.push(chunk.value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Fetches and reads a release's manifest; 400 with the reason when it cannot be fetched or is not one of `remote`. */
export async function fetchReleaseManifest(remote: RemoteName, manifestUrl: string): Promise<ReleaseManifest> {
  let text: string;
  try {
    const response = await fetch(manifestUrl, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'error' });
    if (!response.ok) throw new Error(`it answered ${response.status}`);
    text = await readCapped(response);
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? 'no answer within 2 s' : (error as Error).message;
    throw badRequest(`Could not fetch the manifest at ${manifestUrl}: ${reason}.`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw badRequest(`${manifestUrl} is not a remote manifest: it is not JSON.`);
  }
  const parsed = remoteManifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.length > 0 ? ` (${issue.path.join('.')})` : '';
    throw badRequest(`${manifestUrl} is not a remote manifest: ${issue.message}${where}.`);
  }
  const { name, version, commit, builtAt, exposes, shared, browser } = parsed.data;
  if (name !== remote) throw badRequest(`${manifestUrl} is the manifest of ${name}, not of ${remote}.`);
  return { version, commit, builtAt: new Date(builtAt), exposes, routes: Object.keys(browser.routes), shared };
}
