import { AUTH_TOKEN_KEY } from '../support/constants';
import { expect, main, postOfTheSite, test } from '../support/fixtures';
import { ADMIN_ROUTES, PUBLIC_ROUTES } from '@fns/contracts/route-headings';

test.describe('the route table', () => {
  for (const [path, heading] of PUBLIC_ROUTES) {
    test(`${path} renders "${heading}" inside the shared layout`, async ({ page }) => {
      await page.goto(path);
      await expect(main(page).getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Founders Never Solo, home' })).toBeVisible();
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    });
  }

  test('/blog/{slug} renders the published post', async ({ page, request, site }) => {
    const posts = (await (await request.get(`${site.apiUrl}/api/posts`)).json()) as Array<{
      slug: string;
      title: string;
      publishAt: string | null;
    }>;
    const post = postOfTheSite(posts);
    await page.goto(`/blog/${post.slug}`);
    await expect(main(page).getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    await expect(page).toHaveTitle(`${post.title} - Founders Never Solo Blog`);
  });

  for (const [path, heading] of ADMIN_ROUTES) {
    test(`${path} renders "${heading}" with a stored token`, async ({ page }) => {
      await page.addInitScript((key) => window.localStorage.setItem(key, 'any-token'), AUTH_TOKEN_KEY);
      await page.goto(path);
      await expect(main(page).getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    });
  }

  test('an unknown path redirects to /', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/$/);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Founders Never Solo' })).toBeVisible();
  });

  test('protected admin routes redirect to /admin/login without a token', async ({ page }) => {
    for (const [path] of ADMIN_ROUTES) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin\/login$/);
      await expect(main(page).getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    }
  });

  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/about');
    // Keyboard input before the app has rendered would land nowhere.
    await expect(main(page).getByRole('heading', { level: 1, name: 'Our Purpose' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(main(page)).toBeFocused();
  });
});
