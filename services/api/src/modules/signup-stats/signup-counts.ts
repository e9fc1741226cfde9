import { trusted } from 'mongoose';
import {
  MAILING_LISTS,
  SIGNUP_LISTS,
  SIGNUP_WINDOWS,
  type MailingList,
  type SignupList,
  type SignupStats,
  type SignupWindow,
} from '@fns/contracts';
import { countAudience, type ListCounts } from '../audience/audience-counts';
import { Post } from '../posts/post.model';
import { postSlugOf, type SignUpSource } from '../subscriptions/sign-up-source';

type Counts = { confirmed: number; pending: number };
type Answer = Omit<SignupStats, 'computedAt'>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows kept per breakdown: the dashboard shows the top of each (versions: more, each remote has a few). */
const TOP = 20;
const TOP_VERSIONS = 50;

/** The UTC day (YYYY-MM-DD) of a time. */
const dayOf = (time: Date | number) => new Date(time).toISOString().slice(0, 10);

/** One window of one list (or of all): its counts so far. */
class Tally {
  readonly total: Counts = { confirmed: 0, pending: 0 };
  readonly perDay = new Map<string, Counts>();
  readonly byPage = new Map<string, Counts>();
  readonly byVersion = new Map<string, Counts>();
  readonly bySource = new Map<string, Counts>();

  add(day: string, pending: boolean, source: SignUpSource | null | undefined): void {
    const status = pending ? 'pending' : 'confirmed';
    this.total[status] += 1;
    bump(this.perDay, day, status);
    if (!source) return;
    if (source.page) bump(this.byPage, source.page, status);
    for (const version of source.versions) bump(this.byVersion, version, status);
    bump(this.bySource, JSON.stringify([source.utm?.source ?? source.host, source.utm?.campaign ?? null]), status);
  }
}

function bump(counts: Map<string, Counts>, key: string, status: keyof Counts): void {
  let kept = counts.get(key);
  if (!kept) counts.set(key, (kept = { confirmed: 0, pending: 0 }));
  kept[status] += 1;
}

const totalOf = ({ confirmed, pending }: Counts) => confirmed + pending;
/** The rows with the most sign-ups first (then by key, so that equal ones keep one order). */
const top = (counts: Map<string, Counts>, limit = TOP) =>
  [...counts].sort(([a, one], [b, other]) => totalOf(other) - totalOf(one) || a.localeCompare(b)).slice(0, limit);

/** The dashboard's figures: the audience's counts, and the sign-ups' answers by `<list>-<days>`. */
export interface DashboardCounts {
  audience: Record<string, ListCounts>;
  answers: Record<string, Answer>;
}

const isMailingList = (name: string): name is MailingList => (MAILING_LISTS as readonly string[]).includes(name);

/**
 * Counts the audience (countAudience) and, in the same pass, the sign-ups of the last 90 days (the
 * longest window) of both mailing lists, by day and by where they came from, into every answer the
 * dashboard asks for: each window of each list and of all. A sign-up's day is that of its latest
 * sign-up (one stored before consent records: its creation); it counts as confirmed once its link
 * was used, whatever happened since.
 */
export async function countDashboard(now: number): Promise<DashboardCounts> {
  const firstDays = new Map(SIGNUP_WINDOWS.map((days) => [days, dayOf(now - (days - 1) * DAY_MS)]));
  const tallies = new Map<string, Tally>();
  const tallyOf = (list: SignupList, days: SignupWindow) => {
    const key = `${list}-${days}`;
    let tally = tallies.get(key);
    if (!tally) tallies.set(key, (tally = new Tally()));
    return tally;
  };
  for (const list of SIGNUP_LISTS) for (const days of SIGNUP_WINDOWS) tallyOf(list, days);
  const audience = await countAudience(({ name }, row) => {
    if (!isMailingList(name)) return;
    const day = dayOf(row.consent?.at ?? row.createdAt);
    for (const [days, first] of firstDays) {
      if (day < first) continue;
      const source = row.source as SignUpSource | null | undefined;
      for (const tally of [tallyOf(name, days), tallyOf('all', days)]) tally.add(day, row.status === 'pending', source);
    }
  }, now);
  const titles = await postTitles(tallies.values());
  const answers = Object.fromEntries(
    [...tallies].map(([key, tally]) => {
      const [list, days] = key.split('-') as [SignupList, string];
      return [key, answerOf(list, Number(days) as SignupWindow, tally, now, titles)];
    }),
  );
  return { audience, answers };
}

/** The titles of the posts among the pages that brought sign-ups, by slug. */
async function postTitles(tallies: Iterable<Tally>): Promise<Map<string, string>> {
  const slugs = new Set<string>();
  for (const tally of tallies) {
    for (const page of tally.byPage.keys()) {
      const slug = postSlugOf(page);
      if (slug) slugs.add(slug);
    }
  }
  if (slugs.size === 0) return new Map();
  const posts = await Post.find({ slug: trusted({ $in: [...slugs] }) }, { slug: 1, title: 1 }).lean<{ slug: string; title: string }[]>();
  return new Map(posts.map(({ slug, title }) => [slug, title]));
}

function answerOf(list: SignupList, days: SignupWindow, tally: Tally, now: number, titles: Map<string, string>): Answer {
  const perDay = Array.from({ length: days }, (_, index) => {
    const day = dayOf(now - (days - 1 - index) * DAY_MS);
    return { day, ...(tally.perDay.get(day) ?? { confirmed: 0, pending: 0 }) };
  });
  return {
    days,
    list,
    total: tally.total,
    perDay,
    byPage: top(tally.byPage).map(([page, counts]) => {
      const slug = postSlugOf(page);
      const title = slug && titles.get(slug);
      return { page, post: slug && title ? { slug, title } : null, ...counts };
    }),
    byVersion: top(tally.byVersion, TOP_VERSIONS).map(([key, counts]) => {
      const at = key.lastIndexOf('@');
      return { remote: key.slice(0, at), version: key.slice(at + 1), ...counts };
    }),
    bySource: top(tally.bySource).map(([key, counts]) => {
      const [source, campaign] = JSON.parse(key) as [string | null, string | null];
      return { source, campaign, ...counts };
    }),
  };
}
