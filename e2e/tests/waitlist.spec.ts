import { expect, test, uniqueEmail } from '../support/fixtures';

test.describe('wait list dialog (bot check off)', () => {
  test('validates, submits, thanks and stores the entry once', async ({ page, db }) => {
    await page.goto('/about');
    const opener = page.getByRole('banner').getByRole('button', { name: 'BEGIN YOUR JOURNEY' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Join the wait list' });
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Join the Wait List' }).click();
    await expect(dialog.getByText('Name must be at least 2 characters')).toBeVisible();
    await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();

    await dialog.getByLabel('Full name').fill('Ada Founder');
    await expect(dialog.getByText('Name must be at least 2 characters')).toBeHidden();
    const email = uniqueEmail('waitlist');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Company (optional)').fill('Analytical Co');
    await dialog.getByRole('button', { name: 'Join the Wait List' }).click();

    const thanks = page.getByRole('dialog', { name: 'You are on the list' });
    await expect(thanks.getByText('Thank you for joining our wait list!')).toBeVisible();
    await expect(thanks.getByText("We'll be in touch soon with your exclusive access.")).toBeVisible();
    await expect.poll(() => db.collection('waitlist_entries').countDocuments({ email })).toBe(1);
    const entry = await db.collection('waitlist_entries').findOne({ email });
    expect(entry).toMatchObject({ fullName: 'Ada Founder', company: 'Analytical Co' });

    await thanks.getByRole('button', { name: 'Done' }).click();
    await expect(thanks).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('shows "Processing..." while sending and the server message on failure', async ({ page }) => {
    await page.route('**/api/waitlist', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ message: 'Too many requests.' }) });
    });
    await page.goto('/about');
    await page.getByRole('main').getByRole('button', { name: 'BEGIN YOUR JOURNEY' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Full name').fill('Bo Founder');
    await dialog.getByLabel('Email').fill(uniqueEmail('slow'));
    await dialog.getByRole('button', { name: 'Join the Wait List' }).click();
    await expect(dialog.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    await expect(dialog.getByRole('alert')).toHaveText('Too many requests.');
  });

  test('falls back to "HTTP error! Status: {code}" without a server message', async ({ page }) => {
    await page.route('**/api/waitlist', (route) => route.fulfill({ status: 502, body: 'Bad gateway' }));
    await page.goto('/about');
    await page.getByRole('banner').getByRole('button', { name: 'BEGIN YOUR JOURNEY' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Full name').fill('Cy Founder');
    await dialog.getByLabel('Email').fill(uniqueEmail('http'));
    await dialog.getByRole('button', { name: 'Join the Wait List' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('HTTP error! Status: 502');
  });

  test('closes on Escape, on the backdrop and on the close button, returning focus', async ({ page }) => {
    await page.goto('/about');
    const opener = page.getByRole('banner').getByRole('button', { name: 'BEGIN YOUR JOURNEY' });
    const dialog = page.getByRole('dialog', { name: 'Join the wait list' });

    await opener.click();
    await expect(dialog.getByLabel('Full name')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await page.mouse.click(5, 400);
    await expect(dialog).toBeHidden();

    await opener.click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});
