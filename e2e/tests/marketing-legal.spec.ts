import type { Page } from '@playwright/test';
import { expect, main, test } from '../support/fixtures';

const CONSENT_KEY = 'cookie-consent';
const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });
const ESSENTIAL_ONLY = { essential: true, performance: false, functional: false, targeting: false, savedAt: '2025-04-14T00:00:00.000Z' };
/** How far below the viewport top the element with this id starts. */
const topOf = (page: Page, id: string) =>
  page.locator(`[id="${id}"]`).evaluate((element) => Math.round(element.getBoundingClientRect().top));
const storedConsent = (page: Page) => page.evaluate((key): unknown => JSON.parse(window.localStorage.getItem(key) ?? 'null'), CONSENT_KEY);

test.describe('cookie consent banner', () => {
  test('"Accept all" is remembered after a reload', async ({ page }) => {
    await page.goto('/cookies-policy');
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await expect(banner(page)).toBeHidden();
    expect(await storedConsent(page)).toMatchObject({ essential: true, performance: true, functional: true, targeting: true });
    await page.reload();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Cookies Policy' })).toBeVisible();
    await expect(main(page).getByText(/^All cookies allowed, chosen on/)).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });

  test('"Essential only" is remembered after a reload', async ({ page }) => {
    await page.goto('/cookies-policy');
    await banner(page).getByRole('button', { name: 'Essential only' }).click();
    expect(await storedConsent(page)).toMatchObject({ essential: true, performance: false, functional: false, targeting: false });
    await page.reload();
    await expect(main(page).getByText(/^Essential cookies only, chosen on/)).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });

  test('"Manage": essential stays on, Cancel keeps the banner, Save closes both and survives a reload', async ({ page }) => {
    await page.goto('/cookies-policy');
    await banner(page).getByRole('button', { name: 'Manage' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie preferences' });
    await expect(dialog.getByRole('checkbox', { name: 'Essential' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Essential' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(banner(page)).toBeVisible();
    expect(await storedConsent(page)).toBeNull();

    await banner(page).getByRole('button', { name: 'Manage' }).click();
    await dialog.getByRole('checkbox', { name: 'Performance' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(banner(page)).toBeHidden();
    await page.reload();
    await expect(main(page).getByText(/^Essential plus Performance, chosen on/)).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    expect(await storedConsent(page)).toMatchObject({ performance: true, functional: false, targeting: false });
  });

  test('the banner never hides the end of the page', async ({ page }) => {
    await page.goto('/cookies-policy');
    await expect(banner(page)).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Cookies Policy' }).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const bannerBox = (await banner(page).boundingBox())!;
    const linkBox = (await page
      .getByRole('contentinfo')
      .getByText(/© \d{4} Founders Never Solo/)
      .boundingBox())!;
    expect(linkBox.y + linkBox.height).toBeLessThanOrEqual(bannerBox.y);
  });
});

test.describe('table of contents', () => {
  for (const path of ['/privacy-policy', '/terms-of-service', '/cookies-policy']) {
    test(`${path} scrolls a section 100px below the top and highlights it`, async ({ page }) => {
      // A stored choice keeps the banner away, so nothing covers the page.
      await page.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), {
        key: CONSENT_KEY,
        value: JSON.stringify(ESSENTIAL_ONLY),
      });
      await page.goto(path);
      const toc = main(page).getByRole('navigation', { name: 'On this page' });
      const links = toc.getByRole('link');
      await expect(links.first()).toHaveAttribute('aria-current', 'true');

      const target = links.nth(3);
      const id = (await target.getAttribute('href'))!.slice(1);
      await target.click();
      await expect(page).toHaveURL(new RegExp(`${path}#${id}$`));
      await expect(target).toHaveAttribute('aria-current', 'true');
      await expect(links.first()).not.toHaveAttribute('aria-current');
      await expect.poll(() => topOf(page, id)).toBe(100);
    });
  }

  test('highlights the section in view while the visitor scrolls', async ({ page }) => {
    await page.goto('/privacy-policy');
    const toc = main(page).getByRole('navigation', { name: 'On this page' });
    await page.locator('#data-retention').evaluate((element) => {
      window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 120);
    });
    await expect(toc.getByRole('link', { name: 'Data Retention' })).toHaveAttribute('aria-current', 'true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(toc.getByRole('link', { name: 'Introduction' })).toHaveAttribute('aria-current', 'true');
  });

  test('a link with a section hash lands on that section', async ({ page }) => {
    await page.goto('/legal');
    await main(page).getByRole('link', { name: 'How we protect your data' }).click();
    await expect(page).toHaveURL(/\/privacy-policy#data-security$/);
    const toc = main(page).getByRole('navigation', { name: 'On this page' });
    await expect(toc.getByRole('link', { name: 'Data Security' })).toHaveAttribute('aria-current', 'true');
    await expect.poll(() => topOf(page, 'data-security')).toBe(100);
  });

  test('each policy ends with a link to /contact', async ({ page }) => {
    await page.goto('/terms-of-service');
    await main(page).getByRole('region', { name: 'Still have questions?' }).getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  });
});
