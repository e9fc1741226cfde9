import {
  type Deployment,
  type FailureExample,
  type LiveRegistry,
  type PinnedRelease,
  type ReleaseEvent,
  type ReleaseVersion,
  REMOTE_NAMES,
  type RemoteName,
  type RemoteStatus,
  type RenderReport,
} from '@fns/contracts';
import { releaseUrlProblem, type ReleaseOrigins } from '@fns/server-kit';
import { conflict, notFound } from '../../lib/api-error';
import { logger } from '../../lib/logger';
import { fetchReleaseManifest } from './release-manifest';
import { RemoteState, RemoteVersion } from './remote-release.model';
import { isDuplicateKey } from '../../lib/duplicate-key';
import { recordHealth, timelinesOf } from './release-health.service';
import { recordVitals, vitalsOf, vitalsRegression, type VitalsPolicy } from './release-vitals.service';

/** How much of a remote's past the registry keeps: history entries, and deployments to roll back to. */
export const HISTORY_MAX = 50;
/** How many of a remote's registered versions the list shows (newest first). */
export const VERSIONS_SHOWN = 20;

/** A history entry as stored (the answers give its time as ISO 8601). */
type HistoryEntry = Omit<ReleaseEvent, 'at'> & { at: Date };

export interface Canary {
  version: string;
  manifestUrl: string;
  /** The share of visitors (1–99) it is served to. */
  percent: number;
  since: Date;
  renders: number;
  failures: number;
}

interface State {
  live: Deployment;
  canary: Canary | null;
  earlier: Deployment[];
  history: HistoryEntry[];
  revision: number;
}

/**
 * When a canary is rolled back on its own: after `minRenders` pages, at a failure rate above
 * `maxFailureRate`; or on its real visitors' vitals (`vitals`).
 */
export interface CanaryPolicy {
  minRenders: number;
  maxFailureRate: number;
  vitals: VitalsPolicy;
}

/** Who rolls a failing canary back. */
export const SYSTEM = 'system';

const CONFIGURED: Deployment = { version: null, manifestUrl: null };
const deployment = ({ version, manifestUrl }: { version?: string | null; manifestUrl?: string | null }): Deployment => ({ version: version ?? null, manifestUrl: manifestUrl ?? null });

async function stateOf(remote: RemoteName): Promise<State> {
  const stored = await RemoteState.findOne({ remote }).lean();
  if (!stored) return { live: CONFIGURED, canary: null, earlier: [], history: [], revision: 0 };
  const { canary } = stored;
  return {
    live: deployment(stored.live),
    canary: canary ? { ...canary, renders: canary.renders ?? 0, failures: canary.failures ?? 0 } : null,
    earlier: stored.earlier.map(deployment),
    history: stored.history.map(({ action, version, from, by, at, reason }) => ({
      action: action as HistoryEntry['action'],
      version: version ?? null,
      from: from ?? null,
      by,
      at,
      reason: reason ?? null,
    })),
    revision: stored.revision,
  };
}

/** A change is computed again from the new state this often when another slipped in between. */
const SAVE_RETRIES = 5;

/**
 * Writes a remote's next state, computed from the stored one. The write is conditional on the
 * revision read (atomic on MongoDB and on the patched FerretDB), so a change never undoes one made
 * meanwhile, on any instance: it is computed again from the new state (two promotions at once are
 * both recorded, one after the other), and refused with 409 only when that keeps failing.
 */
async function saveState(remote: RemoteName, change: (state: State) => Omit<State, 'revision'>, retries = SAVE_RETRIES): Promise<State> {
  const base = await stateOf(remote);
  const next = { ...change(base), revision: base.revision + 1 };
  const written =
    base.revision === 0
      ? await RemoteState.create({ remote, ...next }).then(
          () => true,
          (error: unknown) => {
            if (isDuplicateKey(error)) return false;
            throw error;
          },
        )
      : (await RemoteState.updateOne({ remote, revision: base.revision }, { $set: next })).matchedCount === 1;
  if (written) return next;
  if (retries > 0) return saveState(remote, change, retries - 1);
  throw changedMeanwhile(remote);
}

const changedMeanwhile = (remote: RemoteName) => conflict(`${remote}'s releases were changed at the same time by someone else. Nothing was changed; try again.`);
const record = (state: State, entry: Omit<HistoryEntry, 'at' | 'reason'> & { reason?: string }) =>
  [{ reason: null, ...entry, at: new Date() }, ...state.history].slice(0, HISTORY_MAX);

function versionSummary(
  version: {
  version: string;
  manifestUrl: string;
  commit: string;
  builtAt: Date;
  registeredAt: Date;
  exposes: string[];
  routes: string[];
  shared: unknown;
  integrity?: { manifest?: string | null; browserEntry?: string | null; serverEntry?: string | null } | null;
  renders?: number | null;
  failures?: number | null;
  stages?: unknown;
  examples?: Array<{ stage?: string | null; route?: string | null; message?: string | null; traceId?: string | null; at?: Date | null }>;
  },
  timeline: ReleaseVersion['timeline'] = [],
  vitals: ReleaseVersion['vitals'] = {},
): ReleaseVersion {
  const { manifestUrl, commit, builtAt, registeredAt, exposes, routes, shared, integrity } = version;
  return {
    version: version.version,
    manifestUrl,
    commit,
    builtAt: builtAt.toISOString(),
    registeredAt: registeredAt.toISOString(),
    exposes,
    routes,
    shared: shared as Record<string, string>,
    integrity: integrity?.manifest && integrity.browserEntry && integrity.serverEntry ? (integrity as ReleaseVersion['integrity']) : null,
    renders: version.renders ?? 0,
    failures: version.failures ?? 0,
    stages: version.stages ?? {},
    examples: (version.examples ?? []).map(({ stage, route, message, traceId, at }) => ({
      stage: stage as FailureExample['stage'],
      route: route ?? '',
      message: message ?? '',
      traceId: traceId ?? '',
      at: (at ?? new Date(0)).toISOString(),
    })),
    timeline,
    vitals,
  };
}

async function remoteStatus(remote: RemoteName, state?: State): Promise<RemoteStatus> {
  const { live, canary, earlier, history } = state ?? (await stateOf(remote));
  const versions = await RemoteVersion.find({ remote }).sort({ registeredAt: -1 }).limit(VERSIONS_SHOWN).lean();
  const names = versions.map((version) => version.version);
  const [timelines, vitals] = await Promise.all([timelinesOf(remote, names), vitalsOf(remote, names)]);
  // What a rollback would put back: the live version when a canary runs, else the one live before.
  const rollbackTo = canary ? live : (earlier[0] ?? null);
  return {
    remote,
    live,
    canary: canary && { ...canary, since: canary.since.toISOString() },
    canRollBack: rollbackTo !== null,
    rollbackTo,
    history: history.map((entry) => ({ ...entry, at: entry.at.toISOString() })),
    versions: versions.map((version) => versionSummary(version, timelines.get(version.version), vitals.get(version.version))),
  };
}

export const listRemotes = async () => ({ remotes: await Promise.all(REMOTE_NAMES.map((remote) => remoteStatus(remote))) });

/**
 * What the shells render: every remote promoted to a registered version and every canary, each
 * with the version and manifest sha256 a shell must find (the others: each shell's configured
 * manifest). A release whose origin RELEASE_ORIGINS no longer lists, or registered before its
 * sha256 was recorded, is left out: the shells keep what they render.
 */
export async function liveManifests(policy: ReleaseOrigins): Promise<LiveRegistry> {
  // Three documents at most: read whole, filtered here.
  const states = await RemoteState.find({}, { remote: 1, live: 1, canary: 1 }).lean();
  const wanted = states.flatMap(({ remote, live, canary }) => [live.version, canary?.version].flatMap((version) => (version ? [{ remote, version }] : [])));
  const versions = wanted.length === 0 ? [] : await RemoteVersion.find({ $or: wanted }, { remote: 1, version: 1, manifestUrl: 1, integrity: 1 }).lean();
  const pinned = (remote: string, version: string | null | undefined) => {
    const found = versions.find((entry) => entry.remote === remote && entry.version === version);
    const integrity = found?.integrity?.manifest;
    if (!found || !integrity || releaseUrlProblem(found.manifestUrl, policy)) return [];
    return [{ manifestUrl: found.manifestUrl, version: found.version, integrity }];
  };
  const remotes = states.flatMap(({ remote, live }) => pinned(remote, live.version).map((release) => [remote, release] as const));
  const canaries = states.flatMap(({ remote, canary }) =>
    pinned(remote, canary?.version).map((release) => [remote, { ...release, percent: canary!.percent }] as const),
  );
  return { remotes: Object.fromEntries(remotes), canaries: Object.fromEntries(canaries) };
}

export async function findVersion(remote: RemoteName, version: string): Promise<ReleaseVersion> {
  const found = await RemoteVersion.findOne({ remote, version }).lean();
  if (!found) throw notFound(`${remote} has no release ${version}.`);
  const [timelines, vitals] = await Promise.all([timelinesOf(remote, [version]), vitalsOf(remote, [version])]);
  return versionSummary(found, timelines.get(version), vitals.get(version));
}

/**
 * Registers the release whose manifest is at `manifestUrl`. The same URL again is not an error
 * (`created` false); the same version at another URL is: a version names one set of files.
 */
export async function registerVersion(remote: RemoteName, manifestUrl: string, by: string, policy: ReleaseOrigins) {
  const manifest = await fetchReleaseManifest(remote, manifestUrl, policy);
  const existing = await RemoteVersion.findOne({ remote, version: manifest.version }).lean();
  if (existing) {
    if (existing.manifestUrl !== manifestUrl) {
      throw conflict(`${remote} ${manifest.version} is already registered with another manifest (${existing.manifestUrl}).`);
    }
    // Its files are what was registered, or it is refused: a version names one set of bytes.
    if (existing.integrity?.manifest && existing.integrity.manifest !== manifest.integrity.manifest) {
      throw conflict(`${remote} ${manifest.version}'s manifest has changed since it was registered: a version's files never change.`);
    }
    if (!existing.integrity?.manifest) await RemoteVersion.updateOne({ _id: existing._id }, { $set: { integrity: manifest.integrity } });
    return { created: false, version: versionSummary({ ...existing, integrity: manifest.integrity }) };
  }
  const created = await RemoteVersion.create({ remote, manifestUrl, ...manifest, registeredAt: new Date() }).catch(
    (error: unknown) => {
      if (isDuplicateKey(error)) throw conflict(`${remote} ${manifest.version} was registered at the same time by someone else.`);
      throw error;
    },
  );
  await saveState(
    remote,
    (state) => ({ ...state, history: record(state, { action: 'register', version: manifest.version, from: null, by }) }),
  );
  return { created: true, version: versionSummary(created.toObject()) };
}

/**
 * Makes `version` live, after `check` (the release checks) passed; the deployment it replaces can be
 * rolled back to. With `canaryPercent`, it is served to that share of visitors beside the live one
 * instead (replacing a canary already running); the live one stays.
 */
export async function promoteVersion(
  remote: RemoteName,
  version: string,
  by: string,
  { check, canaryPercent }: { check: (release: PinnedRelease) => Promise<void>; canaryPercent?: number },
): Promise<RemoteStatus> {
  const target = await findVersion(remote, version);
  if (!target.integrity) throw conflict(`${remote} ${version} was registered before its files' sha256 were recorded: register it again.`);
  const refuseLive = (state: State) => {
    if (state.live.version === version) throw conflict(`${remote} ${version} is already live.`);
  };
  refuseLive(await stateOf(remote));
  await check({ manifestUrl: target.manifestUrl, version, integrity: target.integrity.manifest });
  const state = await saveState(remote, (current) => {
    refuseLive(current);
    if (canaryPercent !== undefined) {
      return {
        ...current,
        canary: { version, manifestUrl: target.manifestUrl, percent: canaryPercent, since: new Date(), renders: 0, failures: 0 },
        history: record(current, { action: 'canary', version, from: current.live.version, by, reason: `${canaryPercent}% of visitors` }),
      };
    }
    return {
      live: { version, manifestUrl: target.manifestUrl },
      canary: null,
      earlier: [current.live, ...current.earlier].slice(0, HISTORY_MAX),
      history: record(current, { action: 'promote', version, from: current.live.version, by }),
    };
  });
  return remoteStatus(remote, state);
}

/** Ends the canary when one runs; otherwise puts back the deployment that was live before the current one. */
export async function rollBack(remote: RemoteName, by: string): Promise<RemoteStatus> {
  const state = await saveState(remote, (current) => {
    if (current.canary) {
      const history = record(current, { action: 'rollback', version: current.live.version, from: current.canary.version, by });
      return { ...current, canary: null, history };
    }
    const [previous, ...rest] = current.earlier;
    if (!previous) throw conflict(`${remote} has no earlier version to roll back to.`);
    return {
      live: previous,
      canary: null,
      earlier: rest,
      history: record(current, { action: 'rollback', version: previous.version, from: current.live.version, by }),
    };
  });
  return remoteStatus(remote, state);
}

/**
 * Adds a shell's counts to each version's, and to its remote's canary when that version is it, and
 * its vitals' samples. A canary is rolled back on its own when its failure rate passes the policy's
 * limit (after enough pages to tell), or when its real visitors' p75 LCP or INP is worse than the
 * live version's by more than the policy allows (after enough samples on both sides); the log and
 * the history say why. The counts are added in place (`$inc`, atomic), which also moves the
 * revision on, so a change computed from the state before them is computed again.
 */
export async function recordRenders(reports: RenderReport[], policy: CanaryPolicy): Promise<void> {
  const failing = (canary: State['canary']) =>
    canary !== null && canary.renders >= policy.minRenders && canary.failures / canary.renders > policy.maxFailureRate;
  for (const report of reports) {
    const { remote, version, renders, failures } = report;
    await recordHealth(report);
    await recordVitals(report);
    const counted = await RemoteState.findOneAndUpdate(
      { remote, 'canary.version': version },
      { $inc: { 'canary.renders': renders, 'canary.failures': failures, revision: 1 } },
      { returnDocument: 'after' },
    ).lean<State>();
    if (counted && failing(counted.canary)) {
      await rollBackOnItsOwn(remote, version, (canary) => (failing(canary) ? `${canary.failures} of ${canary.renders} renders failed` : undefined));
      continue;
    }
    // Either side's samples may tip the comparison: the canary's, or the live version's.
    if (!report.vitals?.LCP?.length && !report.vitals?.INP?.length) continue;
    const canary = (await RemoteState.findOne({ remote }, { canary: 1 }).lean())?.canary;
    if (canary) await rollBackOnItsOwn(remote, canary.version, (current) => vitalsRegression(remote, current, policy.vitals));
  }
}

/**
 * Ends `remote`'s canary of `version` as `system`, if `why` (asked of the state as it is then)
 * still gives a reason: the history records it, and the log warns.
 */
async function rollBackOnItsOwn(
  remote: RemoteName,
  version: string,
  why: (canary: NonNullable<State['canary']>) => string | undefined | Promise<string | undefined>,
): Promise<void> {
  const current = await stateOf(remote);
  if (current.canary?.version !== version) return;
  const reason = await why(current.canary);
  if (!reason) return;
  await saveState(remote, (state) => {
    if (state.canary?.version !== version) return state;
    logger.warn({ remote, version, reason }, `canary ${remote} ${version} rolled back on its own: ${reason}`);
    const history = record(state, { action: 'auto-rollback', version: state.live.version, from: version, by: SYSTEM, reason });
    return { ...state, canary: null, history };
  });
}
