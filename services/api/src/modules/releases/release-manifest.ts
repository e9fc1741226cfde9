import { remoteManifestSchema, type RemoteName } from '@fns/contracts';
import { fetchReleaseFile, integrityOf, type ReleaseOrigins, releaseUrlProblem } from '@fns/server-kit';
import { badRequest } from '../../lib/api-error';

const FETCH_TIMEOUT_MS = 2_000;
export const MANIFEST_MAX_BYTES = 256 * 1024;
/** A remote entry is a few tens of kilobytes: far more than that is not one. */
const ENTRY_MAX_BYTES = 8 * 1024 * 1024;

export interface ReleaseManifest {
  version: string;
  commit: string;
  builtAt: Date;
  exposes: string[];
  routes: string[];
  shared: Record<string, string>;
  /** The sha256 of the manifest's bytes and of each entry's, as fetched now. */
  integrity: { manifest: string; browserEntry: string; serverEntry: string };
}

/** A file of the release, fetched as a release file is (allowed origin, public address, no redirect, capped); 400 with the reason. */
async function fetchFile(url: string, policy: ReleaseOrigins, maxBytes: number, what: string): Promise<Buffer> {
  try {
    return await fetchReleaseFile(url, policy, { maxBytes, timeoutMs: FETCH_TIMEOUT_MS });
  } catch (error) {
    throw badRequest(`Could not fetch ${what} at ${url}: ${(error as Error).message}.`);
  }
}

/**
 * Fetches and reads a release's manifest and both its entries, and records their sha256: what a
 * shell will run is exactly what was registered. 400 with the reason when the manifest is not
 * one of `remote`, comes from an origin RELEASE_ORIGINS does not list, or an entry's bytes are
 * not those the manifest names.
 */
export async function fetchReleaseManifest(remote: RemoteName, manifestUrl: string, policy: ReleaseOrigins): Promise<ReleaseManifest> {
  const refused = releaseUrlProblem(manifestUrl, policy);
  if (refused) throw badRequest(`The manifest cannot be registered: ${refused}.`);
  const bytes = await fetchFile(manifestUrl, policy, MANIFEST_MAX_BYTES, 'the manifest');
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw badRequest(`${manifestUrl} is not a remote manifest: it is not JSON.`);
  }
  const parsed = remoteManifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.length > 0 ? ` (${issue.path.join('.')})` : '';
    throw badRequest(`${manifestUrl} is not a remote manifest: ${issue.message}${where}.`);
  }
  const { name, version, commit, builtAt, exposes, shared, browser, server, integrity } = parsed.data;
  if (name !== remote) throw badRequest(`${manifestUrl} is the manifest of ${name}, not of ${remote}.`);
  const entryIntegrity = async (file: string) => {
    const url = new URL(file, manifestUrl).href;
    const fetched = integrityOf(await fetchFile(url, policy, ENTRY_MAX_BYTES, 'its entry'));
    if (integrity[file] !== fetched) throw badRequest(`${url} is not the file ${manifestUrl} names: its sha256 differs.`);
    return fetched;
  };
  const [browserEntry, serverEntry] = await Promise.all([entryIntegrity(browser.entry), entryIntegrity(server.entry)]);
  return {
    version,
    commit,
    builtAt: new Date(builtAt),
    exposes,
    routes: Object.keys(browser.routes),
    shared,
    integrity: { manifest: integrityOf(bytes), browserEntry, serverEntry },
  };
}
