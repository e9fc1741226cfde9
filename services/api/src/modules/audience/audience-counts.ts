import type { SubscriptionStatus } from '@fns/contracts';
import { AUDIENCE_LISTS, type AudienceList } from './audience-lists';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
/** Rows read per round trip: bounds what is held at once, whatever the lists' size. */
const BATCH_SIZE = 1000;

/** A list's counts on the dashboard: `unhandled` where entries get handled, a count per status where people sign up by mail. */
export type ListCounts = { total: number; last7Days: number; unhandled?: number } & Partial<Record<SubscriptionStatus, number>>;

/** What a count reads of every entry: the dashboard's counts, and what `onRow` needs besides (the sign-up figures). */
export interface CountedRow {
  createdAt: Date;
  status?: SubscriptionStatus | null;
  handled?: boolean;
  consent?: { at: Date } | null;
  source?: unknown;
}

/**
 * Per list: how many entries, how many from the last 7 days, and how many are not yet handled or at
 * each sign-up status (one stored before double opt-in has none: confirmed; the wait list's invited
 * and joined are kept beside its entries). One pass over each list, each entry also shown to
 * `onRow`: on the embedded database every query reads a whole collection, so each is read once.
 */
export async function countAudience(
  onRow: (list: AudienceList, row: CountedRow) => void = () => undefined,
  now = Date.now(),
): Promise<Record<string, ListCounts>> {
  const counted: Record<string, ListCounts> = {};
  for (const list of AUDIENCE_LISTS) {
    const counts: ListCounts = { total: 0, last7Days: 0, ...(list.unhandledFilter && { unhandled: 0 }) };
    for (const status of list.statuses ?? []) counts[status] = 0;
    const cursor = list.model
      .find({}, { createdAt: 1, status: 1, handled: 1, 'consent.at': 1, source: 1 })
      .lean<CountedRow>()
      .cursor({ batchSize: BATCH_SIZE });
    for await (const row of cursor) {
      counts.total += 1;
      if (row.createdAt.getTime() >= now - WEEK_MS) counts.last7Days += 1;
      if (list.unhandledFilter && row.handled !== true) counts.unhandled! += 1;
      const status = row.status ?? 'confirmed';
      if (list.statuses && counts[status] !== undefined) counts[status] += 1;
      onRow(list, row);
    }
    // A status kept beside a confirmed entry moves it out of `confirmed`.
    for (const kept of (await list.progress?.statuses())?.values() ?? []) {
      counts.confirmed = (counts.confirmed ?? 0) - 1;
      counts[kept] = (counts[kept] ?? 0) + 1;
    }
    counted[list.name] = counts;
  }
  return counted;
}
