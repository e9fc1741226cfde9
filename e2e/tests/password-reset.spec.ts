import type { Page } from '@playwright/test';
import { expect, main, test, uniqueEmail } from '../support/fixtures';
import { linkIn, mailTo } from '../support/mailpit';
import { joinedMember, STAFF_PASSWORD } from '../support/staff';

const RESET_SUBJECT = 'Reset your Founders Never Solo password';
const RESET_LINK = /\/admin\/reset-password\?token=[A-Za-z0-9_.-]+$/;

/** The reset link mailed to `email`, as a path on this run's site. */
async function resetPath(email: string): Promise<string> {
  const url = new URL(linkIn(await mailTo(email, { subject: RESET_SUBJECT }), RESET_LINK));
  return `${url.pathname}${url.search}`;
}

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/admin/login');
  await main(page).getByLabel('Username').fill(username);
  await main(page).getByLabel('Password').fill(password);
  await main(page).getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  // The dashboard has rendered its posts: a click on its links now lands (as in the other admin specs).
  await expect(main(page).getByRole('table', { name: 'Posts', exact: true })).toBeVisible();
}

test.describe('password reset by e-mail', () => {
  test('an admin gives the console an address, forgets the password, resets it from the mail and signs in with the new one', async ({
    page,
    request,
    site,
  }) => {
    // An account of its own: the one every other spec signs in as keeps its password.
    const member = await joinedMember(request, site.apiUrl, 'administrator');
    const email = uniqueEmail('admin-reset');
    const newPassword = `new-e2e-password-${Date.now()}`;
    // The address, set in the console (a fresh sign-in: no password asked again).
    await signIn(page, member.username, STAFF_PASSWORD);
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
    const usedPath = await resetPath(email);
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
    // Retried if the API closed the pooled connection as it was reused (idle since the account was made).
    const old = await request.post(`${site.apiUrl}/api/auth/login`, {
      data: { username: member.username, password: STAFF_PASSWORD },
      maxRetries: 2,
    });
    expect(old.status()).toBe(401);
    await signIn(page, member.username, newPassword);
  });
});
