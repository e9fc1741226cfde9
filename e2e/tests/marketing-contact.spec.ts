import type { Page } from '@playwright/test';
import { expect, main, readLikeAPerson, test, uniqueEmail } from '../support/fixtures';

async function fillContactForm(page: Page, email: string, message: string) {
  const form = main(page).getByRole('form', { name: 'Send us a message' });
  await form.getByLabel('Name').fill('Grace Founder');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Subject').selectOption('partnership');
  await form.getByLabel('Message').fill(message);
  return form;
}

test.describe('contact form', () => {
  test('sends the message into the database, then thanks and clears the form', async ({ page, db }) => {
    await page.goto('/contact');
    await readLikeAPerson(page);
    const email = uniqueEmail('contact');
    const form = await fillContactForm(page, email, 'We would love to partner on a founder meetup.');
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(form.getByLabel('Name')).toBeDisabled();
    await expect(form.getByRole('button', { name: 'Message Sent!' })).toBeVisible();
    await expect(form.getByRole('status')).toHaveText("Thank you for your message! We'll get back to you soon.");
    await expect(form.getByLabel('Message')).toBeDisabled();

    const stored = await db.collection('contact_messages').findOne({ email });
    expect(stored).toMatchObject({
      name: 'Grace Founder',
      subject: 'partnership',
      message: 'We would love to partner on a founder meetup.',
    });

    // Back to idle after 3 s, with the form cleared.
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled({ timeout: 6_000 });
    await expect(form.getByLabel('Name')).toHaveValue('');
    await expect(form.getByLabel('Email')).toHaveValue('');
    await expect(form.getByLabel('Subject')).toHaveValue('');
    await expect(form.getByLabel('Message')).toHaveValue('');
  });

  test('holds "Sending..." for 1.5 seconds even when the service answers at once', async ({ page }) => {
    await page.goto('/contact');
    const form = await fillContactForm(page, uniqueEmail('timing'), 'Timing check.');
    const started = Date.now();
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('button', { name: 'Message Sent!' })).toBeVisible();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_400);
  });

  test('requires every field before anything is sent', async ({ page }) => {
    let posted = false;
    await page.route('**/api/contact', (route) => {
      posted = true;
      return route.continue();
    });
    await page.goto('/contact');
    const form = main(page).getByRole('form', { name: 'Send us a message' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect(await form.getByLabel('Name').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(posted).toBe(false);
  });

  test('reaches "Error Sending" with the service message and keeps the text for a retry', async ({ page, db }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Too many requests from your network.' }),
      }),
    );
    await page.goto('/contact');
    await readLikeAPerson(page);
    const email = uniqueEmail('contact-retry');
    const form = await fillContactForm(page, email, 'Second try works.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('button', { name: 'Error Sending' })).toBeEnabled();
    await expect(form.getByRole('alert')).toHaveText('Too many requests from your network.');
    await expect(form.getByLabel('Message')).toHaveValue('Second try works.');
    await expect(form.getByLabel('Message')).toBeEnabled();

    await page.unroute('**/api/contact');
    await form.getByRole('button', { name: 'Error Sending' }).click();
    await expect(form.getByRole('button', { name: 'Message Sent!' })).toBeVisible();
    await expect.poll(() => db.collection('contact_messages').countDocuments({ email })).toBe(1);
  });

  test('"Submit a Ticket" on the Help Center opens the form with Technical Support chosen', async ({ page }) => {
    await page.goto('/help');
    await main(page).getByRole('link', { name: 'Submit a Ticket' }).click();
    await expect(page).toHaveURL(/\/contact\?subject=support$/);
    await expect(main(page).getByLabel('Subject')).toHaveValue('support');
  });

  test('shows the three contact cards and the map placeholder', async ({ page }) => {
    await page.goto('/contact');
    const content = main(page);
    const email = content.getByRole('link', { name: 'hello@foundersneversolo.com' });
    await expect(email).toHaveAttribute('href', 'mailto:hello@foundersneversolo.com');
    await expect(content.getByRole('link', { name: '+1 (415) 555-0137' })).toHaveAttribute('href', 'tel:+14155550137');
    await expect(content.getByRole('img', { name: /Map placeholder: our office at 548 Market Street/ })).toBeVisible();
  });
});
