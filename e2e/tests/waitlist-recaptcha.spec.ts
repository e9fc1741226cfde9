import type { Page } from '@playwright/test';
import { blockGoogleScript, standInGoogleScript } from '../support/recaptcha-script-stand-in';
import { RECAPTCHA_TOKENS } from '../support/recaptcha-verify-stand-in';
import { expect, test, uniqueEmail } from '../support/fixtures';

async function joinFrom(page: Page, url: string, email: string) {
  await page.goto(`${url}/about`);
  await page.getByRole('banner').getByRole('button', { name: 'BEGIN YOUR JOURNEY' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Full name').fill('Robo Skeptic');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Join the Wait List' }).click();
  return dialog;
}

test.describe('wait list with reCAPTCHA v3 verification on', () => {
  test.beforeEach(({ site }) => {
    test.skip(!site.captchaUrl, 'needs the reCAPTCHA site of the global setup');
  });

  test('a good score joins, verified by the service', async ({ page, site, db }) => {
    const actions = await standInGoogleScript(page, RECAPTCHA_TOKENS.good);
    const email = uniqueEmail('captcha-ok');
    const dialog = await joinFrom(page, site.captchaUrl!, email);
    await expect(dialog.getByText('Thank you for joining our wait list!')).toBeVisible();
    expect(actions).toEqual(['waitlistSubmit']);
    const entry = await db.collection('waitlist_entries').findOne({ email });
    expect(entry?.botScore).toBe(0.9);
  });

  test('a low score is refused with the service message', async ({ page, site, db }) => {
    await standInGoogleScript(page, RECAPTCHA_TOKENS.lowScore);
    const email = uniqueEmail('captcha-low');
    const dialog = await joinFrom(page, site.captchaUrl!, email);
    await expect(dialog.getByRole('alert')).toHaveText('reCAPTCHA verification failed. Please try again.');
    expect(await db.collection('waitlist_entries').countDocuments({ email })).toBe(0);
  });

  test('a token made on another site is refused', async ({ page, site, db }) => {
    await standInGoogleScript(page, RECAPTCHA_TOKENS.otherSite);
    const email = uniqueEmail('captcha-copycat');
    const dialog = await joinFrom(page, site.captchaUrl!, email);
    await expect(dialog.getByRole('alert')).toHaveText('reCAPTCHA verification failed. Please try again.');
    expect(await db.collection('waitlist_entries').countDocuments({ email })).toBe(0);
  });

  test('"reCAPTCHA not ready" when Google\'s script cannot load', async ({ page, site }) => {
    await blockGoogleScript(page);
    const dialog = await joinFrom(page, site.captchaUrl!, uniqueEmail('captcha-down'));
    await expect(dialog.getByRole('alert')).toHaveText('reCAPTCHA not ready. Please try again.');
  });
});
