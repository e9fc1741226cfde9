import { expect, main, test } from '../support/fixtures';

test.describe('a remote that is down', () => {
  test.beforeEach(({ site }) => {
    test.skip(!site.controlUrl, 'needs the control server of the global setup');
  });

  test('shows a retryable fallback in its region while the rest of the site works', async ({ page, site }) => {
    const control = (action: 'stop' | 'start') => fetch(`${site.controlUrl}/remotes/blog/${action}`, { method: 'POST' });
    expect((await control('stop')).status).toBe(204);
    try {
      await page.goto('/blog');
      const fallback = main(page).getByRole('alert');
      await expect(fallback.getByRole('heading', { name: 'This part of the site is unavailable right now' })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Our Purpose' })).toBeVisible();
      await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' })).toBeVisible();

      // The wait list and the other remotes keep working.
      await page.getByRole('banner').getByRole('button', { name: 'BEGIN YOUR JOURNEY' }).click();
      await expect(page.getByRole('dialog', { name: 'Join the wait list' })).toBeVisible();
      await page.keyboard.press('Escape');
      await page.getByRole('banner').getByRole('link', { name: 'Our Purpose' }).click();
      await expect(main(page).getByRole('heading', { level: 1, name: 'Our Purpose' })).toBeVisible();
      await page.getByRole('banner').getByRole('link', { name: 'Blog' }).click();
      await expect(main(page).getByRole('heading', { name: 'This part of the site is unavailable right now' })).toBeVisible();
    } finally {
      expect((await control('start')).status).toBe(204);
    }
    await main(page).getByRole('button', { name: 'Try again' }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  });
});
