import type { APIRequestContext, Page } from '@playwright/test';
import { adminToken, storeToken, uniqueSuffix } from '../support/admin-session';
import { expect, main, postOfTheSite, test, uniqueEmail, waitForHydration, type Site } from '../support/fixtures';
import { linkIn, mailTo } from '../support/mailpit';

const escaped = (text: string) => new RegExp(text.replace(/[.+]/g, '\\$&'));

interface ListedPost {
  id: number;
  slug: string;
  title: string;
  publishAt: string | null;
}

/** Opens the mail's `/confirm/{token}` link and presses Confirm. */
async function confirmByMail(page: Page, email: string) {
  await page.goto(new URL(linkIn(await mailTo(email), /\/confirm\/[A-Za-z0-9_-]+$/)).pathname);
  await main(page).getByRole('button', { name: 'Confirm' }).click();
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText("You're confirmed");
}

/** A reader who subscribed through the newsletter's call (as a person: open 8 s) and confirmed by the mail's link. */
async function confirmedSubscriber(request: APIRequestContext, site: Site, page: Page): Promise<string> {
  const email = uniqueEmail('reader');
  expect((await request.post(`${site.apiUrl}/api/newsletter`, { data: { email, elapsedMs: 8_000 } })).status()).toBe(201);
  await confirmByMail(page, email);
  return email;
}

test.describe('the audience, from a post to the wait list, an invitation and the newsletter', () => {
  test('a visitor joins from a post and is seen coming from it; invited, they join; the post goes out as a newsletter that unsubscribes', async ({
    page,
    request,
    site,
  }) => {
    const posts = (await (await request.get(`${site.apiUrl}/api/posts`)).json()) as ListedPost[];
    const post = postOfTheSite(posts);
    const campaign = `journey-${uniqueSuffix()}`;
    const email = uniqueEmail('visitor');

    await test.step('a visitor reads a post, reached from another site, and joins the wait list from it', async () => {
      await page.goto(`/blog/${post.slug}?utm_source=forum&utm_campaign=${campaign}`, { referer: 'https://forum.example.org/thread/1' });
      await waitForHydration(page);
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(post.title);
      await page.getByRole('banner').getByRole('button', { name: 'BEGIN YOUR JOURNEY' }).click();
      const dialog = page.getByRole('dialog', { name: 'Join the wait list' });
      await dialog.getByLabel('Full name').fill('Ada Visitor');
      await dialog.getByLabel('Email').fill(email);
      await dialog.getByRole('button', { name: 'Join the Wait List' }).click();
      await expect(page.getByRole('dialog', { name: 'You are on the list' })).toBeVisible();
    });

    await test.step('confirms by mail, and the status page names the place in line', async () => {
      await confirmByMail(page, email);
      const statusLink = linkIn(await mailTo(email, { subject: "You're confirmed" }), /\/waitlist\/status\/[A-Za-z0-9_-]+$/);
      await page.goto(new URL(statusLink).pathname);
      await expect(main(page).getByText(/^You're number [\d,]+ of [\d,]+ in line\./)).toBeVisible();
    });

    await storeToken(page, await adminToken(request, site.apiUrl));

    await test.step("the administrator's dashboard shows the sign-up coming from the post, the forum's campaign and the blog's version", async () => {
      await page.goto('/admin/dashboard');
      const signups = main(page).getByRole('region', { name: 'Sign-ups' });
      await signups.getByLabel('List').selectOption({ label: 'Wait list' });
      // Counted again a second after a change (DASHBOARD_COUNT_EVERY_SECONDS=1 here): reloaded until it is.
      await expect(async () => {
        await page.reload();
        await signups.getByLabel('List').selectOption({ label: 'Wait list' });
        await expect(signups.getByRole('table', { name: 'Sources' }).getByRole('row', { name: new RegExp(campaign) })).toBeVisible({
          timeout: 2_000,
        });
      }).toPass({ timeout: 20_000 });
      await expect(signups.locator('canvas').first()).toBeVisible();
      const fromPosts = signups.getByRole('table', { name: 'Posts that brought sign-ups' });
      await expect(fromPosts.getByRole('link', { name: post.title })).toHaveAttribute('href', `/blog/${post.slug}`);
      await expect(signups.getByRole('table', { name: 'Remote versions' })).toContainText('blog');
    });

    await test.step('the administrator invites them; the invitation opens /welcome, whose Join takes them in once', async () => {
      await page.goto(`/admin/waitlist?q=${encodeURIComponent(email)}`);
      await expect(main(page).getByRole('region', { name: 'Invitations' })).toContainText(
        /\d+ invited · \d+ joined · \d+ expired · \d+ revoked/,
      );
      await main(page)
        .getByRole('checkbox', { name: `Select ${email}` })
        .check();
      await main(page).getByRole('button', { name: 'Invite selected (1)' }).click();
      const dialog = page.getByRole('dialog', { name: 'Invite 1 chosen person?' });
      await expect(dialog).toContainText('Each gets a mail with a code that works for 14 days.');
      await dialog.getByRole('button', { name: 'Send invitations' }).click();
      await expect(main(page).getByText('1 person invited: their mail is on its way.')).toBeVisible();
      await expect(main(page).getByRole('row', { name: escaped(email) })).toContainText('Invited until');

      const invitation = await mailTo(email, { subject: 'Your invitation to Founders Never Solo' });
      const welcome = new URL(linkIn(invitation, /\/welcome\?code=[A-Za-z0-9_-]+$/));
      const response = await page.goto(`${welcome.pathname}${welcome.search}`);
      expect(response?.headers()).toMatchObject({ 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' });
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Welcome, Ada!');
      await main(page).getByRole('button', { name: 'Join' }).click();
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText("You're in!");
      await expect(main(page).getByRole('button', { name: 'Join' })).toHaveCount(0);

      await page.goto(`/admin/waitlist?q=${encodeURIComponent(email)}`);
      await expect(main(page).getByRole('row', { name: escaped(email) })).toContainText('Joined');
    });

    await test.step('the post goes out as the newsletter; the letter reads on the site and its preference link unsubscribes and erases', async () => {
      const reader = await confirmedSubscriber(request, site, page);
      await page.goto('/admin/dashboard');
      await main(page)
        .getByRole('link', { name: `Send as newsletter: ${post.title}` })
        .click();
      await expect(main(page).getByRole('heading', { level: 1, name: 'Send as newsletter' })).toBeVisible();
      const preview = page.frameLocator('iframe[title="Newsletter preview"]');
      await expect(preview.getByRole('heading', { level: 1 })).toHaveText(post.title);
      await expect(preview.getByRole('link', { name: 'Read on the site' })).toHaveAttribute(
        'href',
        new RegExp(`/blog/${post.slug}\\?utm_source=newsletter&utm_medium=email&utm_campaign=${post.slug}$`),
      );

      // Sent (again, if an earlier run sent it: that takes the ticked box).
      const again = main(page).getByRole('button', { name: 'Send again…' });
      if (await again.isVisible()) {
        await again.click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('checkbox', { name: 'Yes, send it again to everyone' }).check();
        await dialog.getByRole('button', { name: 'Send again' }).click();
      } else {
        await main(page)
          .getByRole('button', { name: /^Send to \d+ subscribers?$/ })
          .click();
        await page.getByRole('dialog').getByRole('button', { name: 'Send newsletter' }).click();
      }

      const letter = await mailTo(reader, { subject: post.title });
      expect(linkIn(letter, /utm_source=newsletter/)).toContain(
        `/blog/${post.slug}?utm_source=newsletter&utm_medium=email&utm_campaign=${post.slug}`,
      );
      await page.goto(new URL(linkIn(letter, /\/preferences\/[A-Za-z0-9_-]+$/)).pathname);
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Your e-mail preferences');
      await expect(main(page).getByText('You get our newsletter.')).toBeVisible();
      await main(page).getByRole('button', { name: 'Unsubscribe from the newsletter' }).click();
      await expect(main(page).getByText("You've unsubscribed from our newsletter.")).toBeVisible();

      // Erased: only after the box is ticked.
      await main(page).getByRole('checkbox', { name: 'Yes, erase everything about me' }).check();
      await main(page).getByRole('button', { name: 'Erase me' }).click();
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText("You're erased");
      await expect(main(page).getByText('Your address is gone from our lists and records.')).toBeVisible();
    });
  });
});
