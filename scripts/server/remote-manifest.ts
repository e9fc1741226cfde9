import { type BootAssets, FILE_NAME, parseBootAssets } from './boot-assets';

/**
 * A remote's deployment, written by its production build beside its files and fetched by the
 * shell's server: which version is live and where its browser and server entries are. Every file
 * it names is content-hashed, so a version's files never change and stay served after the next.
 */
export interface RemoteManifest {
  /** Federation container name, e.g. mfe_blog. */
  name: string;
  /** Package version plus a hash of both entries: it changes whenever either build does. */
  version: string;
  /** Browser entry, the files the `./routes` module needs and each route's page files. */
  browser: Required<Pick<BootAssets, 'entry'>> & BootAssets;
  /** The Node build's container entry, relative to the manifest (server/remoteEntry.<hash>.js). */
  server: { entry: string };
}

export const REMOTE_MANIFEST_FILE = 'remote-manifest.json';
/** Every app's server build goes to dist/server/, beside its browser build. */
export const SERVER_DIR = 'server';

const SERVER_ENTRY = new RegExp(`^${SERVER_DIR}/${FILE_NAME.source.slice(1)}`);
const VERSION = /^[\w.-]{1,64}$/;

/** The parsed manifest, or undefined when it is not the shape a build writes. */
export function parseRemoteManifest(value: unknown): RemoteManifest | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { name, version, browser, server } = value as Record<string, unknown>;
  const browserAssets = parseBootAssets(browser);
  const serverEntry = (server as { entry?: unknown } | null)?.entry;
  if (typeof name !== 'string' || !/^\w+$/.test(name) || typeof version !== 'string' || !VERSION.test(version)) return undefined;
  if (!browserAssets?.entry || typeof serverEntry !== 'string' || !SERVER_ENTRY.test(serverEntry)) return undefined;
  return { name, version, browser: { ...browserAssets, entry: browserAssets.entry }, server: { entry: serverEntry } };
}
