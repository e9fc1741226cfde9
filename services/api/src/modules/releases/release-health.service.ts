import { trusted } from 'mongoose';
import { FAILURE_EXAMPLES_MAX, type ReleaseVersion, type RemoteName, type RenderReport } from '@fns/contracts';
import { pruneVitals } from './release-vitals.service';
import { ReleaseHealthMinute, RemoteVersion } from './remote-release.model';

/** How far back the error rate over time goes on the Releases screen, and how long its minutes are kept. */
const TIMELINE_MS = 60 * 60_000;
const MINUTES_KEPT_MS = 24 * 60 * 60_000;
/** Old minutes are pruned at most this often per process. */
const PRUNE_EVERY_MS = 60_000;
let prunedAt = 0;

const minuteOf = (time: number) => new Date(time - (time % 60_000));

/**
 * Adds a shell's report of one version to its health: the failures by stage, the latest examples
 * (FAILURE_EXAMPLES_MAX kept, newest last) and this minute's pages and failures. Every write is
 * bounded: counters, a capped list, one document per version and minute, pruned after a day.
 */
export async function recordHealth({ remote, version, renders, failures, stages = {}, examples = [] }: RenderReport): Promise<void> {
  const increments = Object.fromEntries(Object.entries(stages).map(([stage, count]) => [`stages.${stage}`, count]));
  await RemoteVersion.updateOne({ remote, version }, { $inc: { renders, failures, ...increments } });
  if (examples.length > 0) {
    // The latest few: read, then written whole (two reports at once may drop an example, never grow the list).
    const stored = await RemoteVersion.findOne({ remote, version }, { examples: 1 }).lean();
    if (stored) {
      const latest = [...stored.examples, ...examples.map((example) => ({ ...example, at: new Date(example.at) }))].slice(-FAILURE_EXAMPLES_MAX);
      await RemoteVersion.updateOne({ remote, version }, { $set: { examples: latest } });
    }
  }
  if (renders + failures > 0) {
    await ReleaseHealthMinute.updateOne({ remote, version, minute: minuteOf(Date.now()) }, { $inc: { renders, failures } }, { upsert: true });
  }
  if (Date.now() - prunedAt > PRUNE_EVERY_MS) {
    prunedAt = Date.now();
    await Promise.all([ReleaseHealthMinute.deleteMany({ minute: trusted({ $lt: new Date(Date.now() - MINUTES_KEPT_MS) }) }), pruneVitals()]);
  }
}

/** Each version's pages and failures per minute over the last hour (minutes with none left out), oldest first. */
export async function timelinesOf(remote: RemoteName, versions: string[]): Promise<Map<string, ReleaseVersion['timeline']>> {
  const minutes = await ReleaseHealthMinute.find({
    remote,
    version: trusted({ $in: versions }),
    minute: trusted({ $gte: new Date(Date.now() - TIMELINE_MS) }),
  })
    .sort({ minute: 1 })
    .lean();
  const timelines = new Map<string, ReleaseVersion['timeline']>();
  for (const { version, minute, renders, failures } of minutes) {
    timelines.set(version, [...(timelines.get(version) ?? []), { minute: minute.toISOString(), renders, failures }]);
  }
  return timelines;
}
