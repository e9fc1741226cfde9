import { expect, test } from '../support/fixtures';

test.describe('browser compatibility notice', () => {
  test('is not shown in a supported browser', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('region', { name: 'Browser compatibility' })).toHaveCount(0);
  });

  test.describe('in Internet Explorer', () => {
    test.use({ userAgent: 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko' });

    test('flags it, and a dismissal lasts for the session', async ({ page }) => {
      await page.goto('/about');
      const notice = page.getByRole('region', { name: 'Browser compatibility' });
      await expect(notice).toContainText('Internet Explorer is not supported');
      await notice.getByRole('button', { name: 'Dismiss browser compatibility notice' }).click();
      await expect(notice).toHaveCount(0);
      expect(await page.evaluate(() => sessionStorage.getItem('browser-compatibility-dismissed'))).toBe('true');
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Our Purpose' })).toBeVisible();
      await expect(notice).toHaveCount(0);
    });
  });
});
