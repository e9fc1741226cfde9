import type { Locator, Page } from '@playwright/test';
import { expect, main, readLikeAPerson, test, uniqueEmail } from '../support/fixtures';
import { standInGoogleScript } from '../support/recaptcha-script-stand-in';
import { RECAPTCHA_TOKENS } from '../support/recaptcha-verify-stand-in';

const CONTACT_THANKS = "Thank you for your message! We'll get back to you soon.";
const NEWSLETTER_THANKS = 'Thanks for subscribing! Look out for our next letter.';

async function sendContactForm(page: Page, email: string): Promise<Locator> {
  const form = main(page).getByRole('form', { name: 'Send us a message' });
  await form.getByLabel('Name').fill('Grace Founder');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Subject').selectOption('general');
  await form.getByLabel('Message').fill('Checking the bot check.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  return form;
}

async function subscribe(page: Page, email: string): Promise<Locator> {
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Email address').fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  return footer;
}

const honeypotOf = (form: Locator) => form.locator('input[name="website"]');

test.describe('bot check of the contact and newsletter forms, without reCAPTCHA', () => {
  test('the honeypot is nothing people meet: off-screen, hidden from assistive technology, skipped by Tab', async ({ page }) => {
    await page.goto('/contact');
    const form = main(page).getByRole('form', { name: 'Send us a message' });
    await expect(honeypotOf(form)).not.toBeInViewport();
    await expect(form.getByRole('textbox')).toHaveCount(3);
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel('Email address').focus();
    await page.keyboard.press('Tab');
    await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeFocused();
  });

  test('a bot that fills the honeypot is thanked as a person is, and nothing is stored', async ({ page, db }) => {
    await page.goto('/about');
    await readLikeAPerson(page);
    const email = uniqueEmail('bot-honeypot');
    const footer = page.getByRole('contentinfo');
    await honeypotOf(footer).fill('https://cheap-pills.example', { force: true });
    await subscribe(page, email);
    await expect(footer.getByRole('status')).toHaveText(NEWSLETTER_THANKS);
    expect(await db.collection('newsletter_subscribers').countDocuments({ email })).toBe(0);
  });

  test('a script posting straight to the API, without the fill time, is thanked and nothing is stored', async ({ request, site, db }) => {
    const email = uniqueEmail('bot-script');
    const sent = await request.post(`${site.url}/api/contact`, { data: { name: 'Bot', email, subject: 'general', message: 'Buy now.' } });
    expect({ status: sent.status(), body: (await sent.json()) as unknown }).toEqual({ status: 201, body: { message: CONTACT_THANKS } });
    expect(await db.collection('contact_messages').countDocuments({ email })).toBe(0);
  });

  test('a person who takes their time is stored once', async ({ page, db }) => {
    await page.goto('/contact');
    await readLikeAPerson(page);
    const email = uniqueEmail('person');
    const form = await sendContactForm(page, email);
    await expect(form.getByRole('status')).toHaveText(CONTACT_THANKS);
    await subscribe(page, email);
    await expect(page.getByRole('contentinfo').getByRole('status')).toHaveText(NEWSLETTER_THANKS);
    expect(await db.collection('contact_messages').countDocuments({ email })).toBe(1);
    expect(await db.collection('newsletter_subscribers').countDocuments({ email })).toBe(1);
  });
});

test.describe('bot check of the contact and newsletter forms with reCAPTCHA v3', () => {
  test.beforeEach(({ site }) => {
    test.skip(!site.captchaUrl, 'needs the reCAPTCHA site of the global setup');
  });

  test('each form sends a token for its own action; good scores are stored, at once', async ({ page, site, db }) => {
    const actions = await standInGoogleScript(page, RECAPTCHA_TOKENS.good);
    await page.goto(`${site.captchaUrl}/contact`);
    const email = uniqueEmail('captcha-forms');
    // reCAPTCHA decides here: no fill time is asked for.
    const form = await sendContactForm(page, email);
    await expect(form.getByRole('status')).toHaveText(CONTACT_THANKS);
    await subscribe(page, email);
    await expect(page.getByRole('contentinfo').getByRole('status')).toHaveText(NEWSLETTER_THANKS);
    expect(actions).toEqual(['contactSubmit', 'newsletterSubmit']);
    expect(await db.collection('contact_messages').countDocuments({ email })).toBe(1);
    expect(await db.collection('newsletter_subscribers').countDocuments({ email })).toBe(1);
  });

  test("a low score is refused with the wait list's message", async ({ page, site, db }) => {
    await standInGoogleScript(page, RECAPTCHA_TOKENS.lowScore);
    await page.goto(`${site.captchaUrl}/about`);
    const email = uniqueEmail('captcha-low-newsletter');
    const footer = await subscribe(page, email);
    await expect(footer.getByRole('alert')).toHaveText('reCAPTCHA verification failed. Please try again.');
    expect(await db.collection('newsletter_subscribers').countDocuments({ email })).toBe(0);
  });
});
