import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { E2E_ADMIN } from '../support/global-setup';
import { AUTH_TOKEN_KEY } from '../support/constants';
import { expect, main, postOfTheSite, test } from '../support/fixtures';
import { ADMIN_ROUTES, PUBLIC_ROUTES } from '@fns/contracts/route-headings';

/** WCAG 2.1 A and AA rules. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const WIDTHS = [1280, 375] as const;

const PUBLIC_PATHS = PUBLIC_ROUTES.map(([path]) => path);
// The edit screen is visited with a real post id below.
const ADMIN_PATHS = ADMIN_ROUTES.map(([path]) => path).filter((path) => !path.startsWith('/admin/posts/edit/'));

async function expectNoViolations(page: Page, label: string) {
  // axe.run in the page itself: the pages have no frames from other origins, which only the default
  // mode's per-frame runs (finished in a second, blank page) would reach, at twice the time.
  const results = await new AxeBuilder({ page }).setLegacyMode(true).withTags(WCAG_21_AA).analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
  expect(summary, `${label}: axe violations`).toEqual([]);
  // Guards against a vacuous pass (axe found nothing to check).
  expect(results.passes.length).toBeGreaterThan(10);
  console.log(`[axe] ${label}: ${results.passes.length} rules passed, ${results.violations.length} violations`);
}

/** How long no request may be under way before a page counts as loaded (Playwright's 'networkidle' waits 500 ms). */
const QUIET_MS = 150;
const requestsUnderWay = new WeakMap<Page, { count: number; changedAt: number }>();

/** Counts the page's requests under way, from now on. */
function trackRequests(page: Page) {
  const state = { count: 0, changedAt: Date.now() };
  const change = (by: number) => () => Object.assign(state, { count: state.count + by, changedAt: Date.now() });
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  requestsUnderWay.set(page, state);
}

/** Waits until no request has been under way for QUIET_MS. */
async function networkQuiet(page: Page) {
  if (!requestsUnderWay.has(page)) trackRequests(page);
  const requests = requestsUnderWay.get(page)!;
  await expect.poll(() => requests.count === 0 && Date.now() - requests.changedAt >= QUIET_MS, { intervals: [50] }).toBe(true);
}

/**
 * Waits for the remote page (its h1), then for its network to be quiet and no status to say
 * "Loading…", so axe sees the finished page, not the loading state.
 */
async function openPage(page: Page, path: string) {
  if (!requestsUnderWay.has(page)) trackRequests(page);
  await page.goto(path);
  await expect(main(page).getByRole('heading', { level: 1 }).first()).toBeVisible();
  await networkQuiet(page);
  await expect(page.getByRole('status').filter({ hasText: /^Loading\b/ })).toHaveCount(0);
}

/**
 * Checks what is on screen at each width in turn, on one load: the page is laid out again at each
 * (and fetches the image sizes it now needs) before axe looks.
 */
async function expectNoViolationsAtEveryWidth(page: Page, label: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await networkQuiet(page);
    await expectNoViolations(page, `${label} at ${width}px`);
  }
}

test.describe('accessibility (axe, WCAG 2.1 AA)', () => {
  // Entrance animations are skipped, so axe measures colours at rest rather than mid-fade.
  test.use({ reducedMotion: 'reduce', viewport: { width: WIDTHS[0], height: 900 } });

  test('every public route, at each width', async ({ page, request, site }) => {
    test.setTimeout(180_000);
    const posts = (await (await request.get(`${site.apiUrl}/api/posts`)).json()) as Array<{ slug: string; publishAt: string | null }>;
    for (const path of [...PUBLIC_PATHS, `/blog/${postOfTheSite(posts).slug}`]) {
      await openPage(page, path);
      await expectNoViolationsAtEveryWidth(page, path);
    }
  });

  test('every admin screen, signed in, at each width', async ({ page, request, site }) => {
    test.setTimeout(180_000);
    const { token } = (await (await request.post(`${site.apiUrl}/api/auth/login`, { data: E2E_ADMIN })).json()) as { token: string };
    const posts = (await (
      await request.get(`${site.apiUrl}/api/admin/posts`, { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as Array<{ id: number; publishAt: string | null }>;
    await page.addInitScript(([key, value]) => window.localStorage.setItem(key!, value!), [AUTH_TOKEN_KEY, token]);
    for (const path of [...ADMIN_PATHS, `/admin/posts/edit/${postOfTheSite(posts).id}`]) {
      await openPage(page, path);
      await expectNoViolationsAtEveryWidth(page, path);
    }
  });

  test('the open wait list dialog, at each width', async ({ page }) => {
    await openPage(page, '/');
    await main(page)
      .getByRole('button', { name: /start free trial/i })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Join the wait list' })).toBeVisible();
    await expectNoViolationsAtEveryWidth(page, 'wait list dialog');
  });

  test('the cookie preferences dialog, at each width', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.removeItem('cookie-consent'));
    await openPage(page, '/cookies-policy');
    await page.getByRole('button', { name: 'Manage' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoViolationsAtEveryWidth(page, 'cookie preferences');
  });

  test('the mobile menu at 375px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openPage(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expectNoViolations(page, 'mobile menu');
  });
});
