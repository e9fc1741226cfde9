import { type ReleaseVersion, type RemoteName, type RenderReport, type Vital, VITALS } from '@fns/contracts';
import { trusted } from 'mongoose';
import { VitalSamples } from './remote-release.model';

/** Samples kept per version and vital (the latest): p75 over them, and what a canary is judged on. */
const SAMPLES_KEPT = 500;
/** A version's samples no longer reported for this long are dropped. */
const KEPT_MS = 7 * 24 * 60 * 60_000;

/** When a canary is rolled back on its vitals: its p75 LCP or INP worse than the live version's by more than `maxRegression`, after `minSamples` samples each. */
export interface VitalsPolicy {
  minSamples: number;
  maxRegression: number;
}

/** The 75th percentile (nearest rank) of `values`. */
export function p75(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * 0.75) - 1)] ?? 0;
}

/**
 * Adds a shell's samples of one version's vitals to the latest SAMPLES_KEPT of each. Read, then
 * written whole: two reports at once may drop some samples, never grow past the bound.
 */
export async function recordVitals({ remote, version, vitals = {} }: RenderReport): Promise<void> {
  const at = new Date();
  for (const [metric, values] of Object.entries(vitals) as Array<[Vital, number[]]>) {
    if (values.length === 0) continue;
    const stored = await VitalSamples.findOne({ remote, version, metric }, { samples: 1 }).lean();
    const samples = [...(stored?.samples ?? []), ...values.map((value) => ({ value, at }))].slice(-SAMPLES_KEPT);
    await VitalSamples.updateOne({ remote, version, metric }, { $set: { samples, updatedAt: at } }, { upsert: true });
  }
}

export const pruneVitals = () => VitalSamples.deleteMany({ updatedAt: trusted({ $lt: new Date(Date.now() - KEPT_MS) }) });

/** Each version's p75 of every vital it has samples of. */
export async function vitalsOf(remote: RemoteName, versions: string[]): Promise<Map<string, ReleaseVersion['vitals']>> {
  const stored = await VitalSamples.find({ remote, version: trusted({ $in: versions }) }).lean();
  const summaries = new Map<string, ReleaseVersion['vitals']>();
  for (const { version, metric, samples } of stored) {
    if (samples.length === 0) continue;
    summaries.set(version, { ...summaries.get(version), [metric]: { p75: p75(samples.map((sample) => sample.value ?? 0)), samples: samples.length } });
  }
  return summaries;
}

/**
 * Why a canary is worse for real visitors than the live version, or undefined: for LCP and INP,
 * once both sides have `minSamples` samples taken since the canary started, a canary p75 more than
 * `maxRegression` above the live one's. The live side is every other version of the remote served
 * meanwhile (the live one; a shell still on the version before, for a moment).
 */
export async function vitalsRegression(
  remote: RemoteName,
  canary: { version: string; since: Date },
  { minSamples, maxRegression }: VitalsPolicy,
): Promise<string | undefined> {
  const stored = await VitalSamples.find({ remote, metric: trusted({ $in: ['LCP', 'INP'] }) }).lean();
  for (const metric of VITALS.filter((vital) => vital !== 'CLS')) {
    const since = (docs: typeof stored) =>
      docs.filter((doc) => doc.metric === metric).flatMap((doc) => doc.samples.filter((sample) => sample.at && sample.at >= canary.since).map((sample) => sample.value ?? 0));
    const canarySide = since(stored.filter((doc) => doc.version === canary.version));
    const liveSide = since(stored.filter((doc) => doc.version !== canary.version));
    if (canarySide.length < minSamples || liveSide.length < minSamples) continue;
    const [canaryP75, liveP75] = [p75(canarySide), p75(liveSide)];
    if (canaryP75 > liveP75 * (1 + maxRegression)) {
      const worse = Math.round((canaryP75 / Math.max(liveP75, 1) - 1) * 100);
      return `p75 ${metric} ${Math.round(canaryP75)} ms against ${Math.round(liveP75)} ms live (+${worse}%), over ${canarySide.length} and ${liveSide.length} samples`;
    }
  }
  return undefined;
}
