import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN } from '../support/admin-session';
import { expect, main, test, uniqueEmail } from '../support/fixtures';
import { linkIn, mailTo } from '../support/mailpit';

const RESET_SUBJECT = 'Reset your Founders Never Solo password';
const RESET_LINK = /\/admin\/reset-password\?token=[A-Za-z0-9_.-]+$/;

/** The newest reset link mailed to `email` (once it is not `after`), as a path on this run's site. */
async function resetPath(email: string, after?: string): Promise<string> {
  let path = '';
  await expect
    .poll(async () => {
      const url = new URL(linkIn(await mailTo(email, { subject: RESET_SUBJECT }), RESET_LINK));
      path = `${url.pathname}${url.search}`;
      return path !== after;
    })
    .toBe(true);
  return path;
}

async function signIn(page: Page, password: string) {
  await page.goto('/admin/login');
  await main(page).getByLabel('Username').fill(E2E_ADMIN.username);
  await main(page).getByLabel('Password').fill(password);
  await main(page).getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  // The dashboard has rendered its posts: a click on its links now lands (as in the other admin specs).
  await expect(main(page).getByRole('table', { name: 'Posts', exact: true })).toBeVisible();
}

/** Puts the shared admin's password back through the same mail path, so the tests after this one sign in as before. */
async function restorePassword(request: APIRequestContext, apiUrl: string, email: string, usedPath: string) {
  expect((await request.post(`${apiUrl}/api/auth/forgot-password`, { data: { email } })).status()).toBe(202);
  const token = new URL(await resetPath(email, usedPath), 'http://site').searchParams.get('token');
  const reset = await request.post(`${apiUrl}/api/auth/reset-password`, { data: { token, password: E2E_ADMIN.password } });
  expect(reset.status()).toBe(200);
}

test.describe('password reset by e-mail', () => {
  test('an admin gives the console an address, forgets the password, resets it from the mail and signs in with the new one', async ({
    page,
    request,
    site,
  }) => {
    const email = uniqueEmail('admin-reset');
    const newPassword = `new-e2e-password-${Date.now()}`;
    let usedPath = '';
    try {
      // The address, set in the console (a fresh sign-in: no password asked again).
      await signIn(page, E2E_ADMIN.password);
      await main(page).getByRole('link', { name: 'Account' }).click();
      await expect(main(page).getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
      await main(page).getByLabel('E-mail address').fill(email);
      await main(page).getByRole('button', { name: 'Save' }).click();
      await expect(main(page).getByText('E-mail address saved.')).toBeVisible();
      await page.goto('/admin/dashboard');
      // Once the dashboard has loaded: its sections arriving above would move the button from under a click.
      await expect(main(page).getByRole('table', { name: 'Posts', exact: true })).toBeVisible();
      await main(page).getByRole('button', { name: 'Log out' }).press('Enter');
      await expect(page).toHaveURL(/\/admin\/login$/);

      // "Forgot password?" on the sign-in page.
      await page.goto('/admin/login');
      await main(page).getByRole('link', { name: 'Forgot password?' }).click();
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Forgot your password?');
      await main(page).getByLabel('E-mail address').fill(email);
      await main(page).getByRole('button', { name: 'Send reset link' }).click();
      await expect(main(page).getByRole('status')).toHaveText(
        'If an administrator has that address, a reset link is on its way. It works for 30 minutes.',
      );

      // The mail's link: a page kept out of caches and Referers, where the new password is chosen.
      usedPath = await resetPath(email);
      const response = await page.goto(usedPath);
      expect(response?.headers()).toMatchObject({ 'cache-control': 'private, no-store', 'referrer-policy': 'no-referrer' });
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Choose a new password');
      await main(page).getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
      await main(page).getByLabel('Repeat the new password').fill(newPassword);
      await main(page).getByRole('button', { name: 'Set new password' }).click();
      await expect(main(page).getByText('Your password has been changed. Please log in with the new one.')).toBeVisible();

      // The link works once.
      await page.goto(usedPath);
      await main(page).getByRole('textbox', { name: 'New password', exact: true }).fill(`${newPassword}-again`);
      await main(page).getByLabel('Repeat the new password').fill(`${newPassword}-again`);
      await main(page).getByRole('button', { name: 'Set new password' }).click();
      await expect(main(page).getByRole('alert')).toHaveText('This reset link is invalid or has expired. Please ask for a new one.');

      // The old password no longer signs in; the new one does.
      const old = await request.post(`${site.apiUrl}/api/auth/login`, { data: E2E_ADMIN });
      expect(old.status()).toBe(401);
      await signIn(page, newPassword);
    } finally {
      if (usedPath) await restorePassword(request, site.apiUrl, email, usedPath);
    }
  });
});
