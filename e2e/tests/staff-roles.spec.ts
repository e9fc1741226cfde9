import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { generate } from 'otplib';
import { adminToken, storeToken, uniqueSuffix } from '../support/admin-session';
import { expect, main, test, uniqueEmail } from '../support/fixtures';
import { joinedMember, joinPath, STAFF_PASSWORD as PASSWORD, type Member } from '../support/staff';

const NOT_FOR_ROLE = 'Not available to your role';

/** A new Administrator with two-factor authentication on: its secret, and the 30 s period whose code turned it on. */
async function withTwoFactor(request: APIRequestContext, apiUrl: string) {
  const member = await joinedMember(request, apiUrl, 'administrator');
  const auth = { Authorization: `Bearer ${member.token}` };
  const { secret } = (await (await request.post(`${apiUrl}/api/auth/account/2fa/setup`, { headers: auth, data: {} })).json()) as {
    secret: string;
  };
  const enabledStep = Math.floor(Date.now() / 30_000);
  const enabled = await request.post(`${apiUrl}/api/auth/account/2fa/enable`, {
    headers: auth,
    data: { code: await generate({ secret }) },
  });
  expect(enabled.status()).toBe(200);
  return { ...member, secret, enabledStep };
}
/** Set up by the first test, so that its 30 s period is over by the last one's sign-in. */
let twoFactorAdmin: Awaited<ReturnType<typeof withTwoFactor>> | undefined;

/** A page of its own browser context signed in as `member`, on the dashboard. */
async function consoleOf(browser: Browser, member: Member): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await storeToken(page, member.token);
  await page.goto('/admin/dashboard');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  return page;
}

/** Writes a post in the editor: title and a line of content; `publish` ticks Published. */
async function writePost(page: Page, title: string, { publish }: { publish: boolean }) {
  await main(page).getByRole('link', { name: 'Create New Post' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Create New Post' })).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await page.getByRole('textbox', { name: 'Content' }).click();
  await page.keyboard.type('Written by one of the team, about the months when the runway was shorter than the plan.');
  if (publish) await page.getByRole('checkbox', { name: 'Published' }).check();
  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

test.describe('staff roles', () => {
  test('an Administrator invites an Author by mail; the Author joins, publishes a post under their name, and cannot reach the audience or releases', async ({
    page,
    browser,
    request,
    site,
  }) => {
    const email = uniqueEmail('author');
    const name = `Ada Author ${uniqueSuffix()}`;
    const title = `By the author ${uniqueSuffix()}`;

    twoFactorAdmin = await withTwoFactor(request, site.apiUrl);
    await test.step('the Administrator invites from the Staff screen', async () => {
      await storeToken(page, await adminToken(request, site.apiUrl));
      await page.goto('/admin/dashboard');
      await main(page).getByRole('link', { name: 'Staff' }).click();
      await expect(main(page).getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
      await main(page).getByLabel('E-mail address').fill(email);
      await main(page).getByRole('combobox', { name: 'Role', exact: true }).selectOption({ label: 'Author' });
      await main(page).getByRole('button', { name: 'Send invitation' }).click();
      await expect(main(page).getByText(`Invitation sent to ${email}.`)).toBeVisible();
    });

    const author = await (await browser.newContext()).newPage();
    await test.step('the Author follows the mail, chooses a name and password, and is in', async () => {
      await author.goto(await joinPath(email));
      await expect(main(author).getByText(`invited ${email} to join as Author.`)).toBeVisible();
      await main(author).getByLabel('Your name').fill(name);
      await main(author).getByLabel('Username').fill(`author-${uniqueSuffix()}`);
      await main(author).getByLabel('Password').fill(PASSWORD);
      await main(author).getByRole('button', { name: 'Join' }).click();
      await expect(author).toHaveURL(/\/admin\/dashboard$/);
    });

    await test.step('the console shows the Author only what the role allows', async () => {
      const links = main(author).getByRole('link');
      await expect(links.filter({ hasText: 'Create New Post' })).toBeVisible();
      for (const hidden of ['Releases', 'E-mail', 'Export and import', 'Staff', 'Audit log', 'Manage Categories/Tags']) {
        await expect(main(author).getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
      }
      await expect(main(author).getByRole('heading', { name: 'Sign-ups' })).toHaveCount(0);
    });

    await test.step('the Author writes and publishes a post, which names them', async () => {
      await writePost(author, title, { publish: true });
      await expect(main(author).getByRole('row', { name: new RegExp(title) })).toContainText('Published');
      const slug = ((await (await request.get(`${site.apiUrl}/api/posts`)).json()) as Array<{ title: string; slug: string }>).find(
        (post) => post.title === title,
      )!.slug;
      await author.goto(`/blog/${slug}`);
      await expect(main(author).getByRole('heading', { level: 1, name: title })).toBeVisible();
      const structured = JSON.parse((await author.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as {
        author?: { name?: string };
      };
      expect(structured.author).toEqual({ '@type': 'Person', name });
    });

    await test.step('typed in, the audience and releases screens say the role cannot use them', async () => {
      for (const path of ['/admin/waitlist', '/admin/releases']) {
        await author.goto(path);
        await expect(main(author).getByRole('heading', { level: 1, name: NOT_FOR_ROLE })).toBeVisible();
        await expect(main(author).getByText('Your role (Author) cannot use this screen.', { exact: false })).toBeVisible();
      }
    });
  });

  test("a Contributor's draft is published by an Editor", async ({ browser, request, site }) => {
    const [contributor, editor] = [
      await joinedMember(request, site.apiUrl, 'contributor'),
      await joinedMember(request, site.apiUrl, 'editor'),
    ];
    const title = `Draft by a contributor ${uniqueSuffix()}`;

    const writer = await consoleOf(browser, contributor);
    await main(writer).getByRole('link', { name: 'Create New Post' }).click();
    await expect(main(writer).getByText('An editor publishes your draft when it is ready.')).toBeVisible();
    await expect(writer.getByRole('checkbox', { name: 'Published' })).toHaveCount(0);
    await writer.getByLabel('Title').fill(title);
    await writer.getByRole('textbox', { name: 'Content' }).click();
    await writer.keyboard.type('Ready for an editor.');
    await writer.getByRole('button', { name: 'Create Post' }).click();
    await expect(writer).toHaveURL(/\/admin\/dashboard$/);
    await expect(main(writer).getByRole('row', { name: new RegExp(title) })).toContainText('Draft');

    const publisher = await consoleOf(browser, editor);
    const row = main(publisher).getByRole('row', { name: new RegExp(title) });
    await expect(row).toContainText(contributor.name);
    await row.getByRole('link', { name: `Edit ${title}` }).click();
    await expect(main(publisher).getByRole('heading', { level: 1, name: 'Edit Post' })).toBeVisible();
    await publisher.getByRole('checkbox', { name: 'Published' }).check();
    await publisher.getByRole('button', { name: 'Update Post' }).click();
    await expect(publisher).toHaveURL(/\/admin\/dashboard$/);
    await expect(main(publisher).getByRole('row', { name: new RegExp(title) })).toContainText('Published');

    // The Contributor's own published post is no longer theirs to change.
    await writer.reload();
    await expect(main(writer).getByRole('row', { name: new RegExp(title) })).toContainText('Published');
    await expect(main(writer).getByRole('link', { name: `Edit ${title}` })).toHaveCount(0);
  });

  test('an Administrator with two-factor authentication signs in with a code from the app', async ({ page, request, site }) => {
    const member = twoFactorAdmin ?? (await withTwoFactor(request, site.apiUrl));
    // The code that turned it on is used: the sign-in takes a later period's (the tests before took that long already).
    await expect.poll(() => Math.floor(Date.now() / 30_000), { timeout: 35_000, intervals: [1_000] }).toBeGreaterThan(member.enabledStep);

    await page.goto('/admin/login');
    await main(page).getByLabel('Username').fill(member.username);
    await main(page).getByLabel('Password').fill(PASSWORD);
    await main(page).getByRole('button', { name: 'Login', exact: true }).click();
    const code = main(page).getByLabel('Authentication code');
    await expect(code).toBeFocused();
    await code.fill('000000');
    await main(page).getByRole('button', { name: 'Verify' }).click();
    await expect(main(page).getByText('That code is not right. Try again.')).toBeVisible();
    await code.fill(await generate({ secret: member.secret }));
    await main(page).getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(main(page).getByRole('link', { name: 'Releases' })).toBeVisible();
  });
});
