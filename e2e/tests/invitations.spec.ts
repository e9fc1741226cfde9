import { adminToken, storeToken } from '../support/admin-session';
import { expect, main, test, uniqueEmail } from '../support/fixtures';
import { linkIn, mailTo } from '../support/mailpit';

const escaped = (text: string) => new RegExp(text.replace(/[.+]/g, '\\$&'));

test.describe('invitations from the wait list', () => {
  test('the administrator invites a person who waits; their mail opens /welcome, whose Join takes them in once', async ({
    page,
    request,
    site,
  }) => {
    // A visitor on the wait list, confirmed.
    const email = uniqueEmail('invitee');
    expect((await request.post(`${site.apiUrl}/api/waitlist`, { data: { fullName: 'Ada Invitee', email } })).status()).toBe(201);
    const confirm = new URL(linkIn(await mailTo(email), /\/confirm\/[A-Za-z0-9_-]+$/)).pathname;
    await page.goto(confirm);
    await main(page).getByRole('button', { name: 'Confirm' }).click();
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText("You're confirmed");

    // The administrator picks them out of the line and invites them.
    await storeToken(page, await adminToken(request, site.apiUrl));
    await page.goto(`/admin/waitlist?q=${encodeURIComponent(email)}`);
    const invitations = main(page).getByRole('region', { name: 'Invitations' });
    await expect(invitations).toContainText(/\d+ invited · \d+ joined · \d+ expired · \d+ revoked/);
    await main(page)
      .getByRole('checkbox', { name: `Select ${email}` })
      .check();
    await main(page).getByRole('button', { name: 'Invite selected (1)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite 1 chosen person?' });
    await expect(dialog).toContainText('Each gets a mail with a code that works for 14 days.');
    await dialog.getByRole('button', { name: 'Send invitations' }).click();
    await expect(main(page).getByText('1 person invited: their mail is on its way.')).toBeVisible();
    await expect(main(page).getByRole('row', { name: escaped(email) })).toContainText('Invited until');

    // The invitation mail's link: a page that greets them; Join takes them in.
    const invitation = await mailTo(email, { subject: 'Your invitation to Founders Never Solo' });
    const welcome = new URL(linkIn(invitation, /\/welcome\?code=[A-Za-z0-9_-]+$/));
    const response = await page.goto(`${welcome.pathname}${welcome.search}`);
    expect(response?.headers()).toMatchObject({ 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' });
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Welcome, Ada!');
    await main(page).getByRole('button', { name: 'Join' }).click();
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText("You're in!");
    await expect(main(page).getByRole('button', { name: 'Join' })).toHaveCount(0);

    // Used: the console shows them joined.
    await page.goto(`/admin/waitlist?q=${encodeURIComponent(email)}`);
    await expect(main(page).getByRole('row', { name: escaped(email) })).toContainText('Joined');
  });
});
