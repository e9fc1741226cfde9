import { type BootAssets, FILE_NAME, parseBootAssets } from './boot-assets';

/**
 * A remote's deployment, written by its production build beside its files and fetched by the
 * shell's server: which version is live and where its browser and server entries are. Every file
 * it names is content-hashed, so a version's files never change and stay served after the next.
 * It also says what the release needs from the shell (its shared ranges), which the release
 * checks compare with what the live shell provides before a promotion.
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
  /** The commit the build was made from (`-dirty` with uncommitted changes; `unknown` outside git). */
  commit: string;
  /** When it was built (ISO 8601). */
  builtAt: string;
  /** The modules its container exposes (./routes). */
  exposes: string[];
  /** Each shared singleton it takes from the host, with the version range it needs. */
  shared: Record<string, string>;
}

export const REMOTE_MANIFEST_FILE = 'remote-manifest.json';
/** Every app's server build goes to dist/server/, beside its browser build. */
export const SERVER_DIR = 'server';

const SERVER_ENTRY = new RegExp(`^${SERVER_DIR}/${FILE_NAME.source.slice(1)}`);
/** A version (or commit) as a build writes it: safe in a URL path and a folder name. */
export const VERSION = /^[\w.-]{1,64}$/;
const EXPOSED_MODULE = /^\.\/[\w-]{1,64}$/;
const PACKAGE_NAME = /^(@[a-z0-9-~][a-z0-9-._~]*\/)?[a-z0-9-~][a-z0-9-._~]{0,100}$/;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Package names to version ranges, as short strings. */
function parseShared(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value);
  const valid = entries.every(
    ([name, range]) => PACKAGE_NAME.test(name) && typeof range === 'string' && range.length > 0 && range.length <= 100,
  );
  return valid ? (Object.fromEntries(entries) as Record<string, string>) : undefined;
}

/** The parsed manifest, or undefined when it is not the shape a build writes. */
export function parseRemoteManifest(value: unknown): RemoteManifest | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { name, version, browser, server, commit, builtAt, exposes } = value as Record<string, unknown>;
  const browserAssets = parseBootAssets(browser);
  const serverEntry = (server as { entry?: unknown } | null)?.entry;
  const shared = parseShared((value as Record<string, unknown>).shared);
  if (typeof name !== 'string' || !/^\w+$/.test(name) || typeof version !== 'string' || !VERSION.test(version)) return undefined;
  if (!browserAssets?.entry || typeof serverEntry !== 'string' || !SERVER_ENTRY.test(serverEntry)) return undefined;
  if (typeof commit !== 'string' || !VERSION.test(commit) || typeof builtAt !== 'string' || Number.isNaN(Date.parse(builtAt)))
    return undefined;
  if (!Array.isArray(exposes) || !exposes.every((module) => typeof module === 'string' && EXPOSED_MODULE.test(module)) || !shared) {
    return undefined;
  }
  return {
    name,
    version,
    browser: { ...browserAssets, entry: browserAssets.entry },
    server: { entry: serverEntry },
    commit,
    builtAt,
    exposes: exposes as string[],
    shared,
  };
}
