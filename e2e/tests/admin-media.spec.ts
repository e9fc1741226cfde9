import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { adminToken, storeToken, uniqueSuffix } from '../support/admin-session';
import { expect, main, test } from '../support/fixtures';

/** WCAG 2.1 A and AA, the rules the accessibility spec checks every screen against. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const SIZE = { width: 96, height: 64 };

interface StoredPost {
  id: number;
  content: string;
  image: string | null;
  beforeImage: string | null;
}

/** A PNG of one colour, made for this run. */
async function pngFile(name: string, background: string) {
  const buffer = await sharp({ create: { ...SIZE, channels: 3, background } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** The library id in an image URL (absolute, or the site path the API stores). */
function uploadIdOf(url: string | null): string {
  const id = /\/api\/uploads\/([0-9a-f]{24})$/.exec(url ?? '')?.[1];
  if (!id) throw new Error(`not an image of the media library: ${url}`);
  return id;
}

/** The image has loaded its picture: a broken or pending one has no natural width. */
const expectLoaded = (image: Locator) =>
  expect.poll(() => image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0))).toBe(SIZE.width);

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
  expect(summary, 'axe violations').toEqual([]);
}

test.describe('media in the post editor', () => {
  // The dialog's entrance is skipped, so axe measures its colours at rest.
  test.use({ reducedMotion: 'reduce' });

  const created = { posts: [] as number[], uploads: new Set<string>() };

  test.afterEach(async ({ request, site }) => {
    const headers = { Authorization: `Bearer ${await adminToken(request, site.apiUrl)}` };
    for (const id of created.posts.splice(0)) {
      expect((await request.delete(`${site.apiUrl}/api/posts/${id}`, { headers })).status()).toBe(204);
    }
    for (const id of created.uploads) {
      expect((await request.delete(`${site.apiUrl}/api/admin/media/${id}`, { headers })).status()).toBe(204);
    }
    created.uploads.clear();
  });

  test('images uploaded through the pickers and the editor show on the published post', async ({ page, request, site }) => {
    test.setTimeout(90_000);
    const suffix = uniqueSuffix();
    const title = `Media story ${suffix}`;
    const slug = `media-story-${suffix}`;
    const cover = await pngFile(`cover-${suffix}.png`, '#1f7a70');
    const inline = await pngFile(`inline-${suffix}.png`, '#b9472c');
    const siteOrigin = () => new URL(page.url()).origin;
    let coverUrl = '';
    let inlineUrl = '';

    await test.step('sign in and start a post', async () => {
      await storeToken(page, await adminToken(request, site.apiUrl));
      await page.goto('/admin/posts/new');
      await expect(main(page).getByRole('heading', { level: 1, name: 'Create New Post' })).toBeVisible();
      await page.getByLabel('Title').fill(title);
      await page.getByLabel('Slug').fill(slug);
    });

    await test.step('upload the cover through the Image URL picker', async () => {
      const choose = main(page).getByRole('button', { name: 'Choose image for Image URL' });
      await choose.click();
      const dialog = page.getByRole('dialog', { name: 'Choose image' });
      await dialog.getByLabel('Upload an image').setInputFiles(cover);
      await expect(dialog).toBeHidden();
      await expect(choose).toBeFocused();

      const field = page.getByRole('textbox', { name: 'Image URL', exact: true });
      await expect(field).toHaveValue(/\/api\/uploads\/[0-9a-f]{24}$/);
      coverUrl = await field.inputValue();
      created.uploads.add(uploadIdOf(coverUrl));
      expect(new URL(coverUrl).origin).toBe(siteOrigin());
    });

    await test.step('at 375 px, the library lists it (axe finds nothing); it is chosen for the before image', async () => {
      await page.setViewportSize({ width: 375, height: 800 });
      const choose = main(page).getByRole('button', { name: 'Choose image for Before image URL' });
      await choose.click();
      const dialog = page.getByRole('dialog', { name: 'Choose image' });
      const listed = dialog.getByRole('button', { name: `${cover.name} ${SIZE.width} × ${SIZE.height}` });
      await expectLoaded(listed.locator('img'));
      await expectNoAxeViolations(page);
      expect(await dialog.evaluate((panel) => panel.scrollWidth <= panel.clientWidth), 'the dialog fits the screen').toBe(true);

      await listed.click();
      await expect(dialog).toBeHidden();
      await expect(choose).toBeFocused();
      await expect(page.getByRole('textbox', { name: 'Before image URL' })).toHaveValue(coverUrl);
      await page.setViewportSize({ width: 1280, height: 800 });
    });

    await test.step("upload an image through the editor's image button", async () => {
      const editor = page.getByRole('textbox', { name: 'Content' });
      await editor.click();
      await page.keyboard.type('Before the picture. ');
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Image', exact: true }).click();
      await (await chooser).setFiles(inline);

      const inserted = editor.locator('img');
      // A site path: stored HTML survives a change of domain.
      await expect(inserted).toHaveAttribute('src', /^\/api\/uploads\/[0-9a-f]{24}$/);
      inlineUrl = (await inserted.getAttribute('src'))!;
      created.uploads.add(uploadIdOf(inlineUrl));
      await expectLoaded(inserted);
    });

    await test.step('publish it: the fields and the content store site paths', async () => {
      await page.getByRole('checkbox', { name: 'Published' }).check();
      await page.getByRole('button', { name: 'Create Post' }).click();
      await expect(page).toHaveURL(/\/admin\/dashboard$/);

      const stored = (await (await request.get(`${site.apiUrl}/api/posts/slug/${slug}`)).json()) as StoredPost;
      created.posts.push(stored.id);
      const coverPath = `/api/uploads/${uploadIdOf(coverUrl)}`;
      expect(stored).toMatchObject({ image: coverPath, beforeImage: coverPath });
      expect(stored.content).toContain(`<img src="${inlineUrl}"`);
    });

    await test.step('the public post shows both images', async () => {
      await page.goto(`/blog/${slug}`);
      await expect(main(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        new RegExp(`/api/uploads/${uploadIdOf(coverUrl)}$`),
      );

      const before = main(page).getByRole('img', { name: `Before: ${title}` });
      await expect(before).toBeVisible();
      await expectLoaded(before);
      const inContent = main(page).locator(`img[src="${inlineUrl}"]`);
      await expect(inContent).toBeVisible();
      await expectLoaded(inContent);
    });
  });
});
