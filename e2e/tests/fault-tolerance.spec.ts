import type { Page } from '@playwright/test';
import { expect, main, test, waitForHydration } from '../support/fixtures';
import { PUBLIC_ROUTE_HEADINGS } from '@fns/contracts/route-headings';

const ROUTES = PUBLIC_ROUTE_HEADINGS;
const FALLBACK = 'This part of the site is unavailable right now';

async function expectLayout(page: Page) {
  await expect(page.getByRole('banner').getByRole('link', { name: 'Founders Never Solo, home' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' })).toBeVisible();
}

test.describe('fault tolerance', () => {
  test.beforeEach(({ site }) => {
    test.skip(!site.controlUrl, 'needs the control server of the global setup');
  });

  for (const down of ['marketing', 'blog', 'admin'] as const) {
    test(`with the ${down} remote down, its pages show a retryable fallback and every other route works`, async ({ page, site }) => {
      test.setTimeout(120_000);
      const control = (action: 'stop' | 'start') => fetch(`${site.controlUrl}/remotes/${down}/${action}`, { method: 'POST' });
      expect((await control('stop')).status).toBe(204);
      try {
        for (const [path] of ROUTES[down]) {
          await page.goto(path);
          await expect(main(page).getByRole('heading', { name: FALLBACK })).toBeVisible();
          await expectLayout(page);
        }
        for (const [remote, routes] of Object.entries(ROUTES)) {
          if (remote === down) continue;
          for (const [path, heading] of routes) {
            await page.goto(path);
            await expect(main(page).getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
          }
        }
        // The wait list belongs to the shell and keeps working.
        await page.goto(ROUTES[down][0]![0]);
        await page.getByRole('banner').getByRole('button', { name: 'BEGIN YOUR JOURNEY' }).click();
        await expect(page.getByRole('dialog', { name: 'Join the wait list' })).toBeVisible();
        await page.keyboard.press('Escape');
      } finally {
        expect((await control('start')).status).toBe(204);
      }
      // Back up: "Try again" loads the page afresh, and the remote's page is there.
      await Promise.all([page.waitForEvent('load'), main(page).getByRole('button', { name: 'Try again' }).click()]);
      await expect(main(page).getByRole('heading', { level: 1, name: ROUTES[down][0]![1], exact: true })).toBeVisible();
    });
  }

  test('a slow remote (5 s) holds back nothing the visitor sees: the page arrives rendered', async ({ page }) => {
    await page.route('**/remoteEntry.*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      await route.continue();
    });
    const started = Date.now();
    await page.goto('/about', { waitUntil: 'commit' });
    await expectLayout(page);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Our Purpose' })).toBeVisible();
    const shownMs = Date.now() - started;
    // Shown while the remote's code is still held back; it becomes interactive once that arrives.
    expect(await page.locator('[data-hydrated]').count()).toBe(0);
    await waitForHydration(page);
    console.log(`[faults] header, footer and page painted after ${shownMs} ms; the remote entry was held back 5000 ms`);
  });
});
