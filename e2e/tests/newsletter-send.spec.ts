import type { APIRequestContext, Page } from '@playwright/test';
import { adminToken, storeToken } from '../support/admin-session';
import { expect, main, postOfTheSite, test, uniqueEmail, type Site } from '../support/fixtures';
import { linkIn, mailTo } from '../support/mailpit';

/** A reader who subscribed through the footer's form (as a person: open 8 s) and confirmed by the mail's link. */
async function confirmedSubscriber(request: APIRequestContext, site: Site, page: Page): Promise<string> {
  const email = uniqueEmail('reader');
  expect((await request.post(`${site.apiUrl}/api/newsletter`, { data: { email, elapsedMs: 8_000 } })).status()).toBe(201);
  await page.goto(new URL(linkIn(await mailTo(email), /\/confirm\/[A-Za-z0-9_-]+$/)).pathname);
  await main(page).getByRole('button', { name: 'Confirm' }).click();
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText("You're confirmed");
  return email;
}

test.describe('a post sent as the newsletter', () => {
  test('the administrator previews and sends it; the letter reads on the site and its preference link unsubscribes and erases', async ({
    page,
    request,
    site,
  }) => {
    const email = await confirmedSubscriber(request, site, page);
    const posts = (await (await request.get(`${site.apiUrl}/api/posts`)).json()) as Array<{
      id: number;
      slug: string;
      title: string;
      publishAt: string | null;
    }>;
    const post = postOfTheSite(posts);

    // From the dashboard to the post's newsletter screen: the letter as it will be sent.
    await storeToken(page, await adminToken(request, site.apiUrl));
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

    // The letter: the post's title, a link to read on, and the reader's own preference page.
    const letter = await mailTo(email, { subject: post.title });
    expect(linkIn(letter, /utm_source=newsletter/)).toContain(
      `/blog/${post.slug}?utm_source=newsletter&utm_medium=email&utm_campaign=${post.slug}`,
    );
    const preferences = new URL(linkIn(letter, /\/preferences\/[A-Za-z0-9_-]+$/)).pathname;
    await page.goto(preferences);
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
