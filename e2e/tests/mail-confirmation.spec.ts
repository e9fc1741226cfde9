import type { APIRequestContext, Page } from '@playwright/test';
import { adminToken, storeToken } from '../support/admin-session';
import { expect, main, readLikeAPerson, test, uniqueEmail } from '../support/fixtures';
import { linkIn, mailsTo, mailTo } from '../support/mailpit';

/** The path of the `/confirm/{token}` link in the mail to `email`, asked of this run's site (the mail names PUBLIC_SITE_URL). */
async function confirmPath(email: string): Promise<string> {
  const link = linkIn(await mailTo(email), /\/confirm\/[A-Za-z0-9_-]+$/);
  return new URL(link).pathname;
}

/** The path of the `/waitlist/status/{token}` link in the welcome mail to `email`. */
async function statusPath(email: string): Promise<string> {
  const link = linkIn(await mailTo(email, { subject: "You're confirmed" }), /\/waitlist\/status\/[A-Za-z0-9_-]+$/);
  return new URL(link).pathname;
}

/** The https… URL in the List-Unsubscribe header of a list mail to `email` (RFC 8058), once one has come. */
async function listUnsubscribeUrl(email: string): Promise<URL> {
  let header: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = await mailsTo(email);
        header = mails.flatMap((mail) => mail.headers['List-Unsubscribe'] ?? []).find(Boolean);
        const post = mails.flatMap((mail) => mail.headers['List-Unsubscribe-Post'] ?? []);
        return header && post.includes('List-Unsubscribe=One-Click');
      },
      { message: `a mail to ${email} with List-Unsubscribe and List-Unsubscribe-Post`, timeout: 15_000 },
    )
    .toBe(true);
  const url = /<(https?:\/\/[^>]+)>/.exec(header!)?.[1];
  expect(url).toMatch(/\/unsubscribe\/[A-Za-z0-9_-]+$/);
  return new URL(url!);
}

/** The mail link's page: its headers keep it for this visitor alone, out of search results, and its address out of Referers. */
async function opensPrivatePage(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.headers()).toMatchObject({
    'cache-control': 'private, no-store',
    'x-robots-tag': 'noindex',
    'referrer-policy': 'no-referrer',
  });
}

/** What the console's list shows for `email`: its row's Status (`label`), found with the list's search and status filter. */
async function seenInConsole(page: Page, list: 'newsletter' | 'waitlist', email: string, [label, status]: [string, string]) {
  await page.goto(`/admin/${list}?q=${encodeURIComponent(email)}`);
  await main(page).getByLabel('Status').selectOption({ label });
  await expect(page).toHaveURL(new RegExp(`[?&]status=${status}`));
  await expect(main(page).getByRole('row', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) })).toContainText(label);
}

/** A mail provider's one-click unsubscribe: a POST of `List-Unsubscribe=One-Click`, form-encoded, no page, no login. */
async function oneClickUnsubscribe(request: APIRequestContext, url: string) {
  const answer = await request.post(url, { form: { 'List-Unsubscribe': 'One-Click' }, maxRedirects: 0 });
  expect(answer.status()).toBe(200);
  expect(await answer.text()).toBe('Unsubscribed.');
}

test.describe('sign-up mail: confirm by a POST, one-click unsubscribe', () => {
  test('the footer newsletter: the link shows a page, Confirm confirms, one click unsubscribes', async ({
    page,
    browser,
    site,
    request,
  }) => {
    await page.goto('/about');
    await readLikeAPerson(page);
    const footer = page.getByRole('contentinfo');
    const email = uniqueEmail('confirm-newsletter');
    await footer.getByLabel('Email address').fill(email);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('status')).not.toBeEmpty();
    const path = await confirmPath(email);

    // No JavaScript needed: the page is rendered on the server and its form is a plain POST.
    const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL: site.url });
    const plain = await noScript.newPage();
    // Opening the link (as a mail scanner does) changes nothing: the button is still there the second time.
    for (let visit = 0; visit < 2; visit += 1) {
      await opensPrivatePage(plain, path);
      await expect(main(plain).getByRole('heading', { level: 1 })).toHaveText('Confirm your subscription');
      await expect(main(plain).getByText("One click and you're in: press Confirm to finish signing up.")).toBeVisible();
    }
    await main(plain).getByRole('form', { name: 'Confirm your subscription' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(main(plain).getByRole('heading', { level: 1 })).toHaveText("You're confirmed");
    await expect(main(plain).getByText("Thanks — you're on the list. Look out for our next letter.")).toBeVisible();
    expect(new URL(plain.url()).pathname).toBe(path);
    await noScript.close();
    await storeToken(page, await adminToken(request, site.apiUrl));
    await seenInConsole(page, 'newsletter', email, ['Confirmed', 'confirmed']);

    const unsubscribe = await listUnsubscribeUrl(email);
    await oneClickUnsubscribe(request, new URL(unsubscribe.pathname, site.url).href);
    await opensPrivatePage(page, unsubscribe.pathname);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText("You're unsubscribed");
    await expect(
      main(page).getByText("You won't get any more mail from this list. Changed your mind? Sign up again any time."),
    ).toBeVisible();
    await expect(main(page).getByRole('button')).toHaveCount(0);
    await seenInConsole(page, 'newsletter', email, ['Unsubscribed', 'unsubscribed']);
  });

  test('the wait list: Confirm confirms the place, shown on the status page; the unsubscribe page’s button leaves the list', async ({
    page,
    request,
    site,
  }) => {
    await page.goto('/about');
    await page.getByRole('banner').getByRole('button', { name: 'BEGIN YOUR JOURNEY' }).click();
    const dialog = page.getByRole('dialog', { name: 'Join the wait list' });
    const email = uniqueEmail('confirm-waitlist');
    await dialog.getByLabel('Full name').fill('Ada Founder');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Join the Wait List' }).click();
    await expect(page.getByRole('dialog', { name: 'You are on the list' })).toBeVisible();

    await opensPrivatePage(page, await confirmPath(email));
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Confirm your place on the wait list');
    await main(page).getByRole('button', { name: 'Confirm' }).click();
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText("You're confirmed");
    await expect(main(page).getByText("Thanks — your place on the wait list is confirmed. We'll write when it's your turn.")).toBeVisible();
    // The welcome mail's link: the person's place in line (other tests may be in line too).
    const standing = await statusPath(email);
    await opensPrivatePage(page, standing);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Your place on the wait list');
    await expect(main(page).getByText(/^You're number \d+ of \d+ in line\. We'll write as soon as it's your turn\.$/)).toBeVisible();
    await storeToken(page, await adminToken(request, site.apiUrl));
    await seenInConsole(page, 'waitlist', email, ['Waiting', 'confirmed']);

    // The List-Unsubscribe link opened in a browser: a page that asks, and its button unsubscribes.
    const unsubscribe = await listUnsubscribeUrl(email);
    await opensPrivatePage(page, unsubscribe.pathname);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Leave the wait list?');
    await main(page).getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText("You're unsubscribed");
    // Idempotent: a mail provider's one-click POST afterwards still answers 200.
    await oneClickUnsubscribe(request, new URL(unsubscribe.pathname, site.url).href);
    await seenInConsole(page, 'waitlist', email, ['Removed', 'removed']);
    await page.goto(standing);
    await expect(main(page).getByText("You've left the wait list. Changed your mind? Sign up again any time.")).toBeVisible();
  });

  test('a link that is not valid: a 404 page with a way home; its POST asks the API nothing', async ({ page, request }) => {
    const response = await page.goto('/confirm/not-a-real-token-0123456789');
    expect(response?.status()).toBe(404);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('This link is not valid or has expired.');
    await main(page).getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);

    const malformed = await request.post('/unsubscribe/not!base64url', { form: { 'List-Unsubscribe': 'One-Click' }, maxRedirects: 0 });
    expect(malformed.status()).toBe(404);
  });
});
