import type { Page } from '@playwright/test';
import { expect, main, test } from '../support/fixtures';

interface ApiPost {
  id: number;
  slug: string;
  title: string;
  beforeImage: string | null;
  afterImage: string | null;
  partnerName: string | null;
  partnerRole: string | null;
  partnerContribution: string | null;
  partnershipOutcome: string | null;
}

const hasPartner = (post: ApiPost) => Boolean(post.partnerName || post.partnerRole || post.partnerContribution || post.partnershipOutcome);
const heading = (page: Page, name: string) => main(page).getByRole('heading', { name, exact: true });

test.describe('blog post page', () => {
  let posts: ApiPost[];
  test.beforeEach(async ({ request, site }) => {
    posts = (await (await request.get(`${site.apiUrl}/api/posts`)).json()) as ApiPost[];
  });

  test('with partner fields and both images: partnership block and comparison slider', async ({ page }) => {
    const post = posts.find((candidate) => hasPartner(candidate) && candidate.beforeImage && candidate.afterImage)!;
    await page.goto(`/blog/${post.slug}`);
    await expect(heading(page, 'Initial Vision')).toBeVisible();
    await expect(heading(page, 'Reality Check')).toBeVisible();
    await expect(heading(page, 'Partnership')).toBeVisible();
    await expect(heading(page, 'Outcome')).toBeVisible();
    await expect(main(page).getByText(/\d+ min read/)).toBeVisible();
    for (const label of ['Vision', 'Reality', 'Partnership', 'Outcome', 'Challenge', 'Solution', 'Result']) {
      await expect(main(page).getByRole('region', { name: 'How the story connects' }).getByText(label, { exact: true })).toBeVisible();
    }

    const slider = main(page).getByRole('slider', { name: 'Before and after comparison' });
    await expect(slider).toHaveAttribute('aria-valuenow', '50');
    await slider.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(slider).toHaveAttribute('aria-valuenow', '49');
    await page.keyboard.press('End');
    await expect(slider).toHaveAttribute('aria-valuenow', '100');
    await main(page).getByRole('button', { name: 'Before', exact: true }).click();
    await expect(slider).toHaveAttribute('aria-valuenow', '0');
    const box = (await slider.locator('..').boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.25, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.75, box.y + box.height / 2);
    await page.mouse.up();
    await expect(slider).toHaveAttribute('aria-valuenow', /^7[4-6]$/);
  });

  test('without partner fields there is no partnership block', async ({ page }) => {
    const post = posts.find((candidate) => !hasPartner(candidate))!;
    await page.goto(`/blog/${post.slug}`);
    await expect(heading(page, 'Initial Vision')).toBeVisible();
    await expect(heading(page, 'Partnership')).toHaveCount(0);
  });

  test('with one image: that image, labelled, and no slider', async ({ page }) => {
    const post = posts.find((candidate) => Boolean(candidate.beforeImage) !== Boolean(candidate.afterImage))!;
    await page.goto(`/blog/${post.slug}`);
    const stage = post.beforeImage ? 'Before' : 'After';
    await expect(main(page).getByRole('img', { name: `${stage}: ${post.title}` })).toBeVisible();
    await expect(main(page).getByRole('slider')).toHaveCount(0);
  });

  test('an unknown slug shows the not-found state (and the server answers 404)', async ({ page }) => {
    const response = await page.goto('/blog/no-such-story');
    expect(response?.status()).toBe(404);
    await expect(main(page).getByRole('heading', { name: 'Blog post not found.' })).toBeVisible();
    await expect(main(page).getByText("The post you're looking for may have been removed or is not published yet.")).toBeVisible();
  });

  test('script and onerror payloads in stored content render inert', async ({ page, db }) => {
    // Written straight to the database, past the API's own sanitizer, to prove the page sanitizes too.
    const id = 900_000 + Math.floor(Math.random() * 99_999);
    const slug = `xss-probe-${id}`;
    const now = new Date();
    await db.collection('posts').insertOne({
      _id: id as never,
      slug,
      title: 'XSS probe',
      content:
        '<p>Safe text</p><img src="x" onerror="window.__xss = 1"><script>window.__xss = 2</script><a href="javascript:window.__xss=3">link</a>',
      categoryId: null,
      featured: false,
      published: true,
      publishAt: now,
      createdAt: now,
      updatedAt: now,
    });
    try {
      await page.goto(`/blog/${slug}`);
      await expect(main(page).getByText('Safe text')).toBeVisible();
      // The javascript: URL was removed, so this is plain text now; clicking it runs nothing.
      await main(page).getByText('link', { exact: true }).click();
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
      expect(await main(page).locator('[onerror], script, a[href^="javascript"]').count()).toBe(0);
    } finally {
      await db.collection('posts').deleteOne({ _id: id as never });
    }
  });
});
