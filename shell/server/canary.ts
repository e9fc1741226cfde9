import type { Request, Response } from 'express';
import { randomInt } from 'node:crypto';
import type { LiveState } from './live-remotes';
import { versionsKey } from './live-remotes';
import type { LiveRemotes } from './render/page-assets';

/** Which hundredth of the visitors one is (0–99), kept for a year so a visitor stays on one side of a canary. */
export const BUCKET_COOKIE = 'fns_bucket';
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

export const hasCanary = (state: LiveState) => Object.keys(state.canaries).length > 0;

/** The versions a visitor in `bucket` gets: each canary whose share covers the bucket, the live version otherwise. */
export function setFor({ stable, canaries }: LiveState, bucket: number): LiveRemotes {
  const remotes = { ...stable };
  for (const [name, canary] of Object.entries(canaries) as Array<[keyof LiveRemotes, LiveState['canaries'][keyof LiveRemotes]]>) {
    if (canary && bucket < canary.percent) remotes[name] = canary.remote;
  }
  return remotes;
}

/** Every set of versions some visitor gets, the live versions first. */
export function versionSets(state: LiveState): LiveRemotes[] {
  const sets = new Map<string, LiveRemotes>([[versionsKey(state.stable), state.stable]]);
  for (let bucket = 0; bucket < 100; bucket += 1) {
    const set = setFor(state, bucket);
    if (!sets.has(versionsKey(set))) sets.set(versionsKey(set), set);
  }
  return [...sets.values()];
}

/** The visitor's bucket from their cookie; a visitor without one (or with a forged one) is given one at random. */
export function visitorBucket(req: Request, res: Response): number {
  const match = new RegExp(`(?:^|;\\s*)${BUCKET_COOKIE}=(\\d{1,2})(?:;|$)`).exec(req.headers.cookie ?? '');
  if (match) return Number(match[1]);
  const bucket = randomInt(100);
  res.cookie(BUCKET_COOKIE, String(bucket), { maxAge: YEAR_MS, httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/' });
  return bucket;
}
