import type { SignupStats } from '@fns/contracts';

export const SIGNUPS_API = 'GET /api/admin/signups';
export const COMPUTED_AT = '2026-05-03T09:15:00.000Z';

/** A window of three days with sign-ups from a post, a page, two remotes' versions and two sources. */
export const statsOf = (overrides: Partial<SignupStats> = {}): SignupStats => ({
  computedAt: COMPUTED_AT,
  days: 30,
  list: 'all',
  total: { confirmed: 5, pending: 2 },
  perDay: [
    { day: '2026-05-01', confirmed: 2, pending: 0 },
    { day: '2026-05-02', confirmed: 0, pending: 0 },
    { day: '2026-05-03', confirmed: 3, pending: 2 },
  ],
  byPage: [
    { page: '/blog/founders-who-ship', post: { slug: 'founders-who-ship', title: 'Founders who ship' }, confirmed: 3, pending: 1 },
    { page: '/pricing', post: null, confirmed: 2, pending: 1 },
  ],
  byVersion: [
    { remote: 'mfe_marketing', version: '2.0.0', confirmed: 3, pending: 1 },
    { remote: 'mfe_blog', version: '1.4.0', confirmed: 1, pending: 1 },
    { remote: 'mfe_legacy', version: '0.9.0', confirmed: 1, pending: 0 },
    { remote: 'mfe_blog', version: '1.3.0', confirmed: 0, pending: 0 },
  ],
  bySource: [
    { source: 'newsletter', campaign: 'spring-launch', confirmed: 4, pending: 1 },
    { source: null, campaign: null, confirmed: 1, pending: 1 },
  ],
  ...overrides,
});

export const EMPTY_STATS = statsOf({
  total: { confirmed: 0, pending: 0 },
  perDay: [{ day: '2026-05-01', confirmed: 0, pending: 0 }],
  byPage: [],
  byVersion: [],
  bySource: [],
});
