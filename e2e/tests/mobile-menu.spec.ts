import { expect, main, test } from '../support/fixtures';

test.use({ viewport: { width: 375, height: 740 } });

test.describe('mobile menu at 375px', () => {
  test('holds the links, the journey button and Sign In, and closes on navigation', async ({ page }) => {
    await page.goto('/about');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await banner.getByRole('button', { name: 'Open menu' }).click();

    const menu = page.getByRole('dialog', { name: 'Menu' });
    for (const label of ['Home', 'How It Works', 'Features', 'Blog', 'Our Purpose', 'Help Center', 'Contact', 'FAQ']) {
      await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('button', { name: 'BEGIN YOUR JOURNEY' })).toBeVisible();

    await menu.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faqs$/);
    await expect(menu).toBeHidden();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  });

  test('Sign In opens the wait list', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('dialog', { name: 'Join the wait list' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });
});
