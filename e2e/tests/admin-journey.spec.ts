import { adminToken, answerNextConfirm, E2E_ADMIN, TINY_PNG, uniqueSuffix } from '../support/admin-session';
import { expect, main, test, type Site } from '../support/fixtures';
import type { APIRequestContext, Page } from '@playwright/test';

interface PublicPost {
  title: string;
  content: string;
  quote: string | null;
  partnerName: string | null;
  category: { name: string } | null;
}

/** Waits for the blog list to show the newest published post, so an absent title is really absent. */
async function openBlogList(page: Page, request: APIRequestContext, site: Site) {
  const [newest] = (await (await request.get(`${site.apiUrl}/api/posts`)).json()) as Array<{ title: string }>;
  await page.goto('/blog');
  await expect(main(page).getByText(newest!.title, { exact: true }).first()).toBeVisible();
}

test('an admin signs in, writes a draft, publishes, edits and deletes it', async ({ page, request, site }) => {
  test.setTimeout(120_000);
  const suffix = uniqueSuffix();
  const title = `Journey draft ${suffix}`;
  const publishedTitle = `Journey story ${suffix}`;
  const slug = `journey-story-${suffix}`;

  await test.step('sign in: a wrong password first, then the right one', async () => {
    await page.goto('/admin/login');
    await page.getByLabel('Username').fill(E2E_ADMIN.username);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(main(page).getByRole('alert')).toHaveText('Invalid username or password.');
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(main(page).getByRole('table', { name: 'Posts', exact: true })).toBeVisible();
  });

  await test.step('create a draft with formatted content, a link and an inline image', async () => {
    await main(page).getByRole('link', { name: 'Create New Post' }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Create New Post' })).toBeVisible();
    await page.getByLabel('Title').fill(title);
    await expect(page.getByLabel('Slug')).toHaveAttribute('placeholder', `journey-draft-${suffix}`);

    const editor = page.getByRole('textbox', { name: 'Content' });
    await editor.click();
    await page.keyboard.type('A plain opening with ');
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('bold words');
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.press('Enter');
    await page.keyboard.type('What we learned');
    await page.getByRole('button', { name: 'Heading', exact: true }).click();
    await page.getByRole('button', { name: 'Heading 2' }).click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('our partnership guide');
    await page.keyboard.press('Shift+Home');
    await page.getByRole('button', { name: 'Link' }).click();
    await page.getByRole('textbox', { name: 'Link URL' }).fill('https://example.com/guide');
    await page.getByRole('textbox', { name: 'Link URL' }).press('Enter');
    await editor.press('End');
    await editor.press('Enter');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Image', exact: true }).click();
    await (await chooser).setFiles(TINY_PNG);
    // Uploaded to the media library, not embedded: admin-media.spec.ts follows it to the post.
    await expect(editor.getByRole('img')).toHaveAttribute('src', /^\/api\/uploads\/[0-9a-f]{24}$/);
    await expect(editor.getByRole('heading', { level: 2, name: 'What we learned' })).toBeVisible();

    await page.getByLabel('Category').selectOption({ label: 'BUILD' });
    await page.getByLabel('Slug').fill(slug);
    await page.getByRole('textbox', { name: 'Quote' }).fill('We built it together.');
    await page.getByLabel('Partner name').fill('Ada Partner');
    await expect(page.getByRole('checkbox', { name: 'Published' })).not.toBeChecked();
    await page.getByRole('button', { name: 'Create Post' }).click();

    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(main(page).getByRole('row', { name: new RegExp(title) })).toContainText('Draft');
  });

  await test.step('a draft is not on the blog', async () => {
    await openBlogList(page, request, site);
    await expect(main(page).getByText(title)).toHaveCount(0);
    expect((await request.get(`${site.apiUrl}/api/posts/slug/${slug}`)).status()).toBe(404);
  });

  await test.step('edit it: publish and retitle', async () => {
    await page.goto('/admin/dashboard');
    await main(page)
      .getByRole('link', { name: `Edit ${title}` })
      .click();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Edit Post' })).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue(title);
    await expect(page.getByLabel('Slug')).toHaveValue(slug);
    await expect(page.getByLabel('Category')).toHaveValue(/\d+/);
    await expect(page.getByRole('textbox', { name: 'Content' }).getByText('bold words')).toBeVisible();
    await page.getByLabel('Title').fill(publishedTitle);
    await page.getByRole('checkbox', { name: 'Published' }).check();
    await page.getByRole('button', { name: 'Update Post' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(main(page).getByRole('row', { name: new RegExp(publishedTitle) })).toContainText('Published');
  });

  await test.step('published, it is on /blog and /blog/{slug}', async () => {
    await openBlogList(page, request, site);
    await expect(main(page).getByText(publishedTitle, { exact: true }).first()).toBeVisible();
    await page.goto(`/blog/${slug}`);
    await expect(main(page).getByRole('heading', { level: 1, name: publishedTitle })).toBeVisible();
    await expect(main(page).getByRole('heading', { level: 2, name: 'What we learned' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'our partnership guide' })).toHaveAttribute('href', 'https://example.com/guide');
    await expect(main(page).getByText('bold words')).toBeVisible();

    const stored = (await (await request.get(`${site.apiUrl}/api/posts/slug/${slug}`)).json()) as PublicPost;
    expect(stored.content).toContain('<strong>bold words</strong>');
    const [, uploadId] = /<img src="\/api\/uploads\/([0-9a-f]{24})"/.exec(stored.content) ?? [];
    expect(uploadId).toBeDefined();
    const token = await adminToken(request, site.apiUrl);
    expect(
      (await request.delete(`${site.apiUrl}/api/admin/media/${uploadId}`, { headers: { Authorization: `Bearer ${token}` } })).status(),
    ).toBe(204);
    expect(stored).toMatchObject({ quote: 'We built it together.', partnerName: 'Ada Partner', category: { name: 'BUILD' } });
  });

  await test.step('delete it after confirming', async () => {
    await page.goto('/admin/dashboard');
    const row = main(page).getByRole('row', { name: new RegExp(publishedTitle) });
    const dismissed = answerNextConfirm(page, 'Are you sure you want to delete this post?', false);
    await row.getByRole('button', { name: `Delete ${publishedTitle}` }).click();
    await expect.poll(() => dismissed).toEqual(['confirm: Are you sure you want to delete this post?']);
    await expect(row).toBeVisible();

    const accepted = answerNextConfirm(page, 'Are you sure you want to delete this post?', true);
    await row.getByRole('button', { name: `Delete ${publishedTitle}` }).click();
    await expect(row).toHaveCount(0);
    await expect.poll(() => accepted).toEqual(['confirm: Are you sure you want to delete this post?']);
    expect((await request.get(`${site.apiUrl}/api/posts/slug/${slug}`)).status()).toBe(404);
  });
});
