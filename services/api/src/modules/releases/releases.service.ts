import { conflict, notFound } from '../../lib/api-error';
import { oneAtATime } from '../../lib/one-at-a-time';
import { fetchReleaseManifest } from './release-manifest';
import { REMOTE_NAMES, type RemoteName, RemoteState, RemoteVersion } from './remote-release.model';

/** How much of a remote's past the registry keeps: history entries, and deployments to roll back to. */
export const HISTORY_MAX = 50;
/** How many of a remote's registered versions the list shows (newest first). */
export const VERSIONS_SHOWN = 20;

export interface Deployment {
  /** null: the deployment the shells are configured with (their *_REMOTE_URL). */
  version: string | null;
  manifestUrl: string | null;
}

export interface HistoryEntry {
  action: 'register' | 'promote' | 'rollback';
  version: string | null;
  from: string | null;
  by: string;
  at: Date;
}

interface State {
  live: Deployment;
  earlier: Deployment[];
  history: HistoryEntry[];
  revision: number;
}

const CONFIGURED: Deployment = { version: null, manifestUrl: null };
const deployment = ({ version, manifestUrl }: { version?: string | null; manifestUrl?: string | null }): Deployment => ({ version: version ?? null, manifestUrl: manifestUrl ?? null });

async function stateOf(remote: RemoteName): Promise<State> {
  const stored = await RemoteState.findOne({ remote }).lean();
  if (!stored) return { live: CONFIGURED, earlier: [], history: [], revision: 0 };
  return {
    live: deployment(stored.live),
    earlier: stored.earlier.map(deployment),
    history: stored.history.map(({ action, version, from, by, at }) => ({
      action: action as HistoryEntry['action'],
      version: version ?? null,
      from: from ?? null,
      by,
      at,
    })),
    revision: stored.revision,
  };
}

/**
 * Writes a remote's next state, computed from `base`. Changes run one at a time here, and the
 * revision stops a change computed from a state another instance has changed since.
 */
function saveState(remote: RemoteName, change: (state: State) => Omit<State, 'revision'>): Promise<State> {
  return oneAtATime(`remote-state:${remote}`, async () => {
    const base = await stateOf(remote);
    const next = { ...change(base), revision: base.revision + 1 };
    if (base.revision === 0) {
      await RemoteState.create({ remote, ...next }).catch((error: { code?: number }) => {
        if (error.code === 11000) throw changedMeanwhile(remote);
        throw error;
      });
    } else {
      const { matchedCount } = await RemoteState.updateOne({ remote, revision: base.revision }, { $set: next });
      if (matchedCount === 0) throw changedMeanwhile(remote);
    }
    return next;
  });
}

const changedMeanwhile = (remote: RemoteName) => conflict(`${remote}'s releases were changed at the same time by someone else. Nothing was changed; try again.`);
const record = (state: State, entry: Omit<HistoryEntry, 'at'>) => [{ ...entry, at: new Date() }, ...state.history].slice(0, HISTORY_MAX);

function versionSummary(version: {
  version: string;
  manifestUrl: string;
  commit: string;
  builtAt: Date;
  registeredAt: Date;
  exposes: string[];
  routes: string[];
  shared: unknown;
}) {
  const { manifestUrl, commit, builtAt, registeredAt, exposes, routes, shared } = version;
  return { version: version.version, manifestUrl, commit, builtAt, registeredAt, exposes, routes, shared: shared as Record<string, string> };
}

export type VersionSummary = ReturnType<typeof versionSummary>;

async function remoteStatus(remote: RemoteName, state?: State) {
  const { live, earlier, history } = state ?? (await stateOf(remote));
  const versions = await RemoteVersion.find({ remote }).sort({ registeredAt: -1 }).limit(VERSIONS_SHOWN).lean();
  return { remote, live, canRollBack: earlier.length > 0, history, versions: versions.map(versionSummary) };
}

export type RemoteStatus = Awaited<ReturnType<typeof remoteStatus>>;

export const listRemotes = async () => ({ remotes: await Promise.all(REMOTE_NAMES.map((remote) => remoteStatus(remote))) });

/** The manifest URL of every remote promoted to a registered version (the others: each shell's configured one). */
export async function liveManifestUrls(): Promise<Partial<Record<RemoteName, string>>> {
  // Three documents at most: read whole, filtered here.
  const states = await RemoteState.find({}, { remote: 1, live: 1 }).lean();
  return Object.fromEntries(states.flatMap(({ remote, live }) => (live.version && live.manifestUrl ? [[remote, live.manifestUrl]] : [])));
}

export async function findVersion(remote: RemoteName, version: string): Promise<VersionSummary> {
  const found = await RemoteVersion.findOne({ remote, version }).lean();
  if (!found) throw notFound(`${remote} has no release ${version}.`);
  return versionSummary(found);
}

/**
 * Registers the release whose manifest is at `manifestUrl`. The same URL again is not an error
 * (`created` false); the same version at another URL is: a version names one set of files.
 */
export async function registerVersion(remote: RemoteName, manifestUrl: string, by: string) {
  const manifest = await fetchReleaseManifest(remote, manifestUrl);
  const existing = await RemoteVersion.findOne({ remote, version: manifest.version }).lean();
  if (existing) {
    if (existing.manifestUrl !== manifestUrl) {
      throw conflict(`${remote} ${manifest.version} is already registered with another manifest (${existing.manifestUrl}).`);
    }
    return { created: false, version: versionSummary(existing) };
  }
  const created = await RemoteVersion.create({ remote, manifestUrl, ...manifest, registeredAt: new Date() }).catch(
    (error: { code?: number }) => {
      if (error.code === 11000) throw conflict(`${remote} ${manifest.version} was registered at the same time by someone else.`);
      throw error;
    },
  );
  await saveState(remote, (state) => ({ ...state, history: record(state, { action: 'register', version: manifest.version, from: null, by }) }));
  return { created: true, version: versionSummary(created.toObject()) };
}

/** Makes `version` live, after `check` (the release checks) passed; the deployment it replaces can be rolled back to. */
export async function promoteVersion(remote: RemoteName, version: string, by: string, check: () => Promise<void>): Promise<RemoteStatus> {
  const target = await findVersion(remote, version);
  if ((await stateOf(remote)).live.version === version) throw conflict(`${remote} ${version} is already live.`);
  await check();
  const state = await saveState(remote, (current) => {
    if (current.live.version === version) throw conflict(`${remote} ${version} is already live.`);
    return {
      live: { version, manifestUrl: target.manifestUrl },
      earlier: [current.live, ...current.earlier].slice(0, HISTORY_MAX),
      history: record(current, { action: 'promote', version, from: current.live.version, by }),
    };
  });
  return remoteStatus(remote, state);
}

/** Puts back the deployment that was live before the current one. */
export async function rollBack(remote: RemoteName, by: string): Promise<RemoteStatus> {
  const state = await saveState(remote, (current) => {
    const [previous, ...rest] = current.earlier;
    if (!previous) throw conflict(`${remote} has no earlier version to roll back to.`);
    return {
      live: previous,
      earlier: rest,
      history: record(current, { action: 'rollback', version: previous.version, from: current.live.version, by }),
    };
  });
  return remoteStatus(remote, state);
}
