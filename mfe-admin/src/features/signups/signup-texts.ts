import type { SignupList, SignupStats, SignupWindow } from '@fns/contracts';
import { countOf, type Noun } from '../../lib/counted-noun';

const SIGN_UPS: Noun = { one: 'sign-up', many: 'sign-ups' };

/** The dashboard's sign-up figures, as the console words them. */
export const SIGNUP_TEXTS = {
  heading: 'Sign-ups',
  windowLegend: 'Period',
  listLabel: 'List',
  loading: 'Loading sign-ups...',
  updated: 'Updated',
  totals: ({ confirmed, pending }: SignupStats['total']) =>
    `${countOf(confirmed + pending, SIGN_UPS)}: ${confirmed} confirmed, ${pending} pending`,
  empty: 'No sign-ups in this window.',
  perDay: 'Sign-ups per day',
  showTable: 'Show the numbers as a table',
  perDayCaption: (days: SignupWindow) => `Sign-ups per day (UTC), last ${days} days`,
  posts: 'Posts that brought sign-ups',
  pages: 'Pages',
  versions: 'Remote versions',
  sources: 'Sources',
  directSource: 'Direct or unknown',
  noCampaign: '—',
} as const;

/** The windows offered, in this order. */
export const WINDOW_LABELS: Record<SignupWindow, string> = { 30: 'Last 30 days', 90: 'Last 90 days' };

/** The lists offered, in this order (`all` adds them up). */
export const LIST_LABELS: Record<SignupList, string> = { all: 'All lists', waitlist: 'Wait list', newsletter: 'Newsletter' };
