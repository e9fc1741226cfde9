import type { APIRequestContext, Page } from '@playwright/test';
import { adminToken, storeToken, uniqueSuffix } from '../support/admin-session';
import { expect, main, test } from '../support/fixtures';

interface AdminListItem {
  id: number;
  slug: string;
  status: string;
}

const NOT_PUBLIC_YET = 'Preview: this is how the post will look once published. It is not public yet.';

async function postIdBySlug(request: APIRequestContext, apiUrl: string, token: string, slug: string): Promise<number> {
  const list = (await (
    await request.get(`${apiUrl}/api/admin/posts`, { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as AdminListItem[];
  const post = list.find((item) => item.slug === slug);
  if (!post) throw new Error(`no post with slug ${slug}`);
  return post.id;
}

/** Opens the editor on a post and waits until its form holds the post. */
async function openEditor(page: Page, id: number, title: string) {
  await page.goto(`/admin/posts/edit/${id}`);
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
}

const titleField = (page: Page) => page.getByRole('textbox', { name: 'Title' });

/** The next whole minute at least `leadMs` ahead, as the browser's datetime-local field writes it (its own time zone). */
function nextMinuteInput(page: Page, leadMs: number): Promise<{ input: string; at: number }> {
  return page.evaluate((lead) => {
    const at = new Date(Math.ceil((Date.now() + lead) / 60_000) * 60_000);
    const pad = (value: number) => String(value).padStart(2, '0');
    const input = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
    return { input, at: at.getTime() };
  }, leadMs);
}

test.describe('the publishing workflow', () => {
  test('draft, preview without an account, schedule, rename, conflict, and a restored local copy', async ({
    page,
    browser,
    request,
    site,
  }) => {
    test.setTimeout(240_000);
    const token = await adminToken(request, site.apiUrl);
    const suffix = uniqueSuffix();
    let title = `Scheduled story ${suffix}`;
    const slug = `scheduled-story-${suffix}`;
    await storeToken(page, token);

    await test.step('write a draft: not public', async () => {
      await page.goto('/admin/posts/new');
      await titleField(page).fill(title);
      await page.getByRole('textbox', { name: 'Content' }).click();
      await page.keyboard.type('A draft that nobody sees yet.');
      await page.getByRole('textbox', { name: 'Slug' }).fill(slug);
      await page.getByRole('button', { name: 'Create Post' }).click();
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
      await expect(main(page).getByRole('row', { name: new RegExp(title) })).toContainText('Draft');
      expect((await request.get(`${site.url}/blog/${slug}`)).status()).toBe(404);
    });
    const id = await postIdBySlug(request, site.apiUrl, token, slug);

    try {
      await test.step('preview it from a browser with no account', async () => {
        await openEditor(page, id, title);
        await page.getByRole('button', { name: 'Preview' }).click();
        const link = page.locator('a[href*="preview="]');
        await expect(link).toBeVisible();
        const previewUrl = (await link.getAttribute('href'))!;

        const guest = await browser.newContext();
        try {
          const guestPage = await guest.newPage();
          const answer = await guestPage.goto(previewUrl);
          expect(answer!.status()).toBe(200);
          expect(answer!.headers()['cache-control']).toContain('no-store');
          expect(answer!.headers()['x-robots-tag']).toBe('noindex');
          await expect(guestPage.getByRole('status').filter({ hasText: NOT_PUBLIC_YET })).toBeVisible();
          await expect(main(guestPage).getByRole('heading', { level: 1 })).toContainText(title);
          await expect(guestPage.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
          // A tampered link is an unknown post.
          expect((await guestPage.goto(`${previewUrl}x`))!.status()).toBe(404);
        } finally {
          await guest.close();
        }
      });

      // Scheduled to the minute, the post goes public some 12–72 s later: the steps that do not need
      // it public run meanwhile.
      let publishedAt = 0;
      await test.step('schedule it: absent until its time', async () => {
        await openEditor(page, id, title);
        await page.getByRole('checkbox', { name: 'Published' }).check();
        const { input, at } = await nextMinuteInput(page, 12_000);
        publishedAt = at;
        await page.getByLabel('Publish at').fill(input);
        await page.getByRole('button', { name: 'Update Post' }).click();
        await expect(page).toHaveURL(/\/admin\/dashboard$/);
        await expect(main(page).getByRole('row', { name: new RegExp(title) })).toContainText('Scheduled for');
        expect((await request.get(`${site.url}/blog/${slug}`)).status()).toBe(404);
        expect(
          ((await (await request.get(`${site.apiUrl}/api/posts`)).json()) as Array<{ slug: string }>).some((post) => post.slug === slug),
        ).toBe(false);
      });

      await test.step('edit it in two tabs: the second save meets the conflict', async () => {
        const otherTab = await page.context().newPage();
        await openEditor(page, id, title);
        await openEditor(otherTab, id, title);
        await titleField(otherTab).fill(`${title} (theirs)`);
        await otherTab.getByRole('button', { name: 'Update Post' }).click();
        await expect(otherTab).toHaveURL(/\/admin\/dashboard$/);
        await otherTab.close();

        await titleField(page).fill(`${title} (mine)`);
        await page.getByRole('button', { name: 'Update Post' }).click();
        await expect(page.getByRole('alert')).toContainText('This post was changed by someone else');
        await page.getByRole('button', { name: 'Compare versions' }).click();
        const compare = page.getByRole('dialog', { name: 'Compare versions' });
        await expect(compare).toContainText(`${title} (theirs)`);
        await expect(compare).toContainText(`${title} (mine)`);
        await compare.getByRole('button', { name: 'Keep mine' }).click();
        await expect(page).toHaveURL(/\/admin\/dashboard$/);
        title = `${title} (mine)`;
        const stored = (await (
          await request.get(`${site.apiUrl}/api/posts/${id}`, { headers: { Authorization: `Bearer ${token}` } })
        ).json()) as { title: string };
        expect(stored.title).toBe(title);
      });

      await test.step('close the tab mid-edit, come back, and restore what was typed', async () => {
        await openEditor(page, id, title);
        await titleField(page).fill(`${title}, typed before the tab closed`);
        // The local copy is written a second after typing stops.
        await page.waitForTimeout(1_500);
        const context = page.context();
        await page.close({ runBeforeUnload: false });

        const reopened = await context.newPage();
        await openEditor(reopened, id, title);
        await expect(reopened.getByRole('status').filter({ hasText: /^Unsaved changes from .+ were found\.$/ })).toBeVisible();
        await reopened.getByRole('button', { name: 'Restore', exact: true }).click();
        await expect(titleField(reopened)).toHaveValue(`${title}, typed before the tab closed`);

        await reopened.getByRole('button', { name: 'Revisions' }).click();
        const revisions = reopened.getByRole('dialog', { name: 'Revisions' });
        // Created, scheduled, theirs, mine.
        await expect(revisions.getByRole('listitem')).toHaveCount(4);
      });

      await test.step('then public on its own', async () => {
        // Its time, then the API's and the page's caches (PUBLIC_CACHE_SECONDS each) at most.
        await expect
          .poll(async () => (await request.get(`${site.url}/blog/${slug}`)).status(), {
            timeout: publishedAt - Date.now() + 45_000,
            intervals: [1_000],
          })
          .toBe(200);
        expect(Date.now()).toBeGreaterThanOrEqual(publishedAt);
      });

      const renamed = `${slug}-renamed`;
      await test.step('rename its slug: the old address answers a permanent redirect', async () => {
        // A new tab: the one before holds the restored, unsaved copy.
        const editor = await page.context().newPage();
        await openEditor(editor, id, title);
        await editor.getByRole('textbox', { name: 'Slug' }).fill(renamed);
        await editor.getByRole('button', { name: 'Update Post' }).click();
        await expect(editor).toHaveURL(/\/admin\/dashboard$/);

        const moved = await request.get(`${site.url}/blog/${slug}`, { maxRedirects: 0 });
        expect(moved.status()).toBe(301);
        expect(moved.headers().location).toBe(`/blog/${renamed}`);
        await editor.goto(`/blog/${slug}`);
        await expect(editor).toHaveURL(new RegExp(`/blog/${renamed}$`));
        await expect(main(editor).getByRole('heading', { level: 1 })).toContainText(title);
      });
    } finally {
      await request.delete(`${site.apiUrl}/api/posts/${id}`, { headers: { Authorization: `Bearer ${token}` } });
    }
  });
});
