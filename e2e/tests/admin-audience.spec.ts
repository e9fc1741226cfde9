import { readFile } from 'node:fs/promises';
import { adminToken, storeToken } from '../support/admin-session';
import { expect, main, test, uniqueEmail } from '../support/fixtures';

test.describe('the audience in the admin console', () => {
  test('a wait-list sign-up on the site is found in the console, exported and erased', async ({ page, request, site, db }) => {
    // A visitor joins the wait list on the public site.
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'BEGIN YOUR JOURNEY' }).click();
    const dialog = page.getByRole('dialog', { name: 'Join the wait list' });
    const email = uniqueEmail('audience');
    await dialog.getByLabel('Full name').fill('Grace Founder');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Company (optional)').fill('=HYPERLINK("x")');
    await dialog.getByRole('button', { name: 'Join the Wait List' }).click();
    await expect(page.getByRole('dialog', { name: 'You are on the list' })).toBeVisible();

    // The administrator finds it from the dashboard.
    await storeToken(page, await adminToken(request, site.apiUrl));
    await page.goto('/admin/dashboard');
    await main(page).getByRole('link', { name: 'Wait list' }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Wait list' })).toBeVisible();
    await main(page).getByLabel('Search by name or e-mail').fill(email);
    await main(page).getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/[?&]q=/);
    const row = main(page).getByRole('row', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) });
    await expect(row).toContainText('Grace Founder');
    await expect(main(page).getByText('1 sign-up match')).toBeVisible();

    // Exported with the same filter: the header, the row, and the formula-like company defused.
    const [download] = await Promise.all([page.waitForEvent('download'), main(page).getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^waitlist-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('"Created at","Full name","Email","Company","Status","Confirmed at"');
    expect(lines).toHaveLength(2);
    // Not confirmed yet: the confirmation mail waits in the inbox.
    expect(lines[1]).toContain(`,"Grace Founder","${email}","'=HYPERLINK(""x"")","pending",""`);

    // Erased after a confirmation: gone from the list and from the database.
    await row.getByRole('button', { name: /^Delete sign-up of Grace Founder/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this sign-up?' });
    await expect(confirm).toContainText(email);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toHaveCount(0);
    expect(await db.collection('waitlist_entries').countDocuments({ email })).toBe(0);
  });

  test('a contact message is read in full and marked handled', async ({ page, request, site, db }) => {
    const email = uniqueEmail('message');
    const sent = await request.post(`${site.apiUrl}/api/contact`, {
      // As the form sends it: the honeypot empty, open for 20 seconds (a message without the fill time is taken for a bot's).
      data: {
        name: 'Linus Reader',
        email,
        subject: 'support',
        message: 'The dashboard took a while to load this morning. Is that expected?',
        website: '',
        elapsedMs: 20_000,
      },
    });
    expect(sent.status()).toBe(201);

    await storeToken(page, await adminToken(request, site.apiUrl));
    await page.goto(`/admin/messages?q=${encodeURIComponent(email)}`);
    const row = main(page).getByRole('row', { name: /Linus Reader/ });
    await expect(row).toContainText('Technical Support');
    await expect(row).toContainText('The dashboard took a while to load this morning');
    const handled = row.getByRole('checkbox', { name: `Handled message from Linus Reader (${email})` });
    await expect(handled).not.toBeChecked();
    await handled.check();
    await expect
      .poll(async () => (await db.collection<{ email: string; handled: boolean }>('contact_messages').findOne({ email }))?.handled)
      .toBe(true);

    await main(page).getByLabel('Unhandled only').check();
    await expect(page).toHaveURL(/unhandled=true/);
    await expect(main(page).getByText('No unhandled messages')).toBeVisible();
  });
});
