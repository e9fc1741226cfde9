import type { SignupList, SignupStats, SignupWindow } from '@fns/contracts';
import { startSweep, type Sweep } from '../../lib/sweep';
import { takeSignupChanges } from '../subscriptions/signup-changes';
import { countSignups } from './signup-counts';
import { SignupStatsSnapshot, SNAPSHOT_ID } from './signup-stats.model';

const answerKey = (list: SignupList, days: SignupWindow) => `${list}-${days}`;
const dayOf = (time: Date) => time.toISOString().slice(0, 10);

/** Counts the sign-ups again and keeps the figures (idempotent: every instance may, the last one's stand). */
export async function refreshSignupStats(now = new Date()): Promise<Date> {
  const answers = await countSignups(now.getTime());
  await SignupStatsSnapshot.replaceOne({ _id: SNAPSHOT_ID }, { computedAt: now, answers }, { upsert: true });
  return now;
}

/** GET /api/admin/signups: the figures as last counted; before the first count, none (computedAt null). */
export async function signupStats(list: SignupList, days: SignupWindow): Promise<SignupStats> {
  const snapshot = await SignupStatsSnapshot.findById(SNAPSHOT_ID).lean<{ computedAt: Date; answers: Record<string, SignupStats> }>();
  const answer = snapshot?.answers[answerKey(list, days)];
  if (snapshot && answer) return { ...answer, computedAt: snapshot.computedAt.toISOString() };
  return { computedAt: null, days, list, total: { confirmed: 0, pending: 0 }, perDay: [], byPage: [], byVersion: [], bySource: [] };
}

/**
 * Counts the sign-ups again every `everyMs` when this instance changed one since (each instance
 * counts after its own changes, so none goes uncounted), and on a new UTC day, whose window starts
 * a day later. Counting reads every sign-up of 90 days, which is why it is not done per request.
 */
export function startSignupStatsSweep(everyMs: number): Sweep {
  let countedOn: string | undefined;
  return startSweep({
    name: 'sign-up figures',
    everyMs,
    pass: async () => {
      const today = dayOf(new Date());
      if (!takeSignupChanges() && countedOn === today) return;
      countedOn = dayOf(await refreshSignupStats());
    },
  });
}
