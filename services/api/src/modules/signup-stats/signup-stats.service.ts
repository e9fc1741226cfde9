import type { SignupList, SignupStats, SignupWindow } from '@fns/contracts';
import { takeAudienceChanges } from '../../lib/audience-changes';
import { logger } from '../../lib/logger';
import { startSweep, type Sweep } from '../../lib/sweep';
import type { ListCounts } from '../audience/audience-counts';
import { countDashboard } from './signup-counts';
import { DashboardSnapshot, SNAPSHOT_ID } from './signup-stats.model';

interface Snapshot {
  computedAt: Date;
  audience: Record<string, ListCounts>;
  answers: Record<string, Omit<SignupStats, 'computedAt'>>;
}

const answerKey = (list: SignupList, days: SignupWindow) => `${list}-${days}`;
const dayOf = (time: Date) => time.toISOString().slice(0, 10);

let counting: Promise<Snapshot> | undefined;

/**
 * Counts the dashboard's figures again and keeps them (idempotent: every instance may, the last
 * one's stand). Asked for while a count runs in this process, it answers that count.
 */
export function refreshDashboardCounts(now = new Date()): Promise<Snapshot> {
  counting ??= (async () => {
    try {
      const snapshot = { computedAt: now, ...(await countDashboard(now.getTime())) };
      await DashboardSnapshot.replaceOne({ _id: SNAPSHOT_ID }, snapshot, { upsert: true });
      return snapshot;
    } finally {
      counting = undefined;
    }
  })();
  return counting;
}

/** The figures as last counted; counted now when they never were (a new database). */
async function snapshot(): Promise<Snapshot> {
  return (await DashboardSnapshot.findById(SNAPSHOT_ID).lean<Snapshot>()) ?? refreshDashboardCounts();
}

/** GET /api/admin/stats: each list's counts. */
export const audienceCounts = async (): Promise<Record<string, ListCounts>> => (await snapshot()).audience;

/** GET /api/admin/signups: where the window's sign-ups of the list came from. */
export async function signupStats(list: SignupList, days: SignupWindow): Promise<SignupStats> {
  const { computedAt, answers } = await snapshot();
  return { ...answers[answerKey(list, days)]!, computedAt: computedAt.toISOString() };
}

/** Counting may take this share of the time at most: a count that took t waits (1 / share − 1) · t before the next. */
const COUNTING_SHARE = 0.1;

/**
 * Counts the figures again every `everyMs` when this instance changed the audience since (each
 * instance counts after its own changes, so none goes uncounted), and on a new UTC day, whose
 * windows start a day later. Counting reads every entry of every list (on the embedded database
 * about 20 s for 100 000 sign-ups), which is why the dashboard does not count per request, and why
 * a long count spaces out the next ones.
 */
export function startDashboardCountSweep(everyMs: number): Sweep {
  let countedOn: string | undefined;
  let notBefore = 0;
  return startSweep({
    name: 'dashboard count',
    everyMs,
    pass: async () => {
      if (Date.now() < notBefore) return;
      if (!takeAudienceChanges() && countedOn === dayOf(new Date())) return;
      const startedAt = Date.now();
      countedOn = dayOf((await refreshDashboardCounts()).computedAt);
      const tookMs = Date.now() - startedAt;
      notBefore = Date.now() + tookMs * (1 / COUNTING_SHARE - 1);
      logger.info(`Counted the dashboard's figures in ${tookMs} ms.`);
    },
  });
}
