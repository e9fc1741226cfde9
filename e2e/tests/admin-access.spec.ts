import { adminToken, E2E_ADMIN, expiredToken, storedToken, storeToken } from '../support/admin-session';
import { expect, main, test } from '../support/fixtures';

test.describe('admin access', () => {
  test('the protected screens send a visitor without a token to the sign-in screen', async ({ page }) => {
    for (const path of ['/admin/dashboard', '/admin/posts/new', '/admin/posts/edit/1', '/admin/manage-cats-tags']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin\/login$/);
      await expect(main(page).getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    }
  });

  test('an expired token shows its message and the way back to sign-in, which clears it', async ({ page }) => {
    await storeToken(page, expiredToken());
    await page.goto('/admin/dashboard');
    const alert = main(page).getByRole('alert');
    await expect(alert).toContainText('Unauthorized or forbidden. Please log in again.');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();

    await page.goto('/admin/posts/edit/1');
    await expect(alert).toContainText('Your session has expired. Please log in again.');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Edit Post' })).toBeVisible();

    await alert.getByRole('button', { name: 'Sign in again' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await storedToken(page)).toBeNull();
  });

  test('"Logging In..." while waiting, then the rate-limit answer', async ({ page }) => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/auth/login', async (route) => {
      await answered;
      await route.fulfill({ status: 429, json: { message: 'Too many login attempts. Please try again in 15 minutes.' } });
    });
    await page.goto('/admin/login');
    await page.getByLabel('Username').fill(E2E_ADMIN.username);
    await page.getByLabel('Password').fill('whatever');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('button', { name: 'Logging In...' })).toBeDisabled();
    answer();
    await expect(main(page).getByRole('alert')).toHaveText('Too many login attempts. Please try again in 15 minutes.');
    await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(await storedToken(page)).toBeNull();
  });

  test('"Log out" clears the token, and the dashboard then asks for sign-in', async ({ page, request, site }) => {
    await storeToken(page, await adminToken(request, site.apiUrl));
    await page.goto('/admin/dashboard');
    await expect(main(page).getByRole('table', { name: 'Posts', exact: true })).toBeVisible();
    await main(page).getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await storedToken(page)).toBeNull();
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});
