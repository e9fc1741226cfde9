import { expect, main, test } from '../support/fixtures';

interface ApiPost {
  slug: string;
  title: string;
  category: string | null;
}

const latest = (page: import('@playwright/test').Page) => main(page).getByRole('region', { name: 'Latest stories' });

test.describe('blog list', () => {
  test('phase filters toggle, every change refetches the posts (clearing too), and the grid follows', async ({ page, request, site }) => {
    const all = (await (await request.get(`${site.apiUrl}/api/posts`)).json()) as ApiPost[];
    const build = all.filter((post) => post.category === 'BUILD');
    await page.goto('/blog');
    const cards = latest(page).getByRole('article');
    await expect(cards).toHaveCount(all.length);

    const buildButton = main(page).getByRole('button', { name: 'BUILD' });
    await buildButton.click();
    await expect(buildButton).toHaveAttribute('aria-pressed', 'true');
    await expect(cards).toHaveCount(build.length);
    for (const post of build) await expect(latest(page).getByRole('heading', { name: post.title })).toBeVisible();

    // Clearing asks for every post again (SPEC section 7), rather than showing the list the page came with.
    const everyPost = page.waitForRequest((sent) => {
      const url = new URL(sent.url());
      return url.pathname === '/api/posts' && url.search === '';
    });
    await buildButton.click();
    await expect(buildButton).toHaveAttribute('aria-pressed', 'false');
    await everyPost;
    await expect(cards).toHaveCount(all.length);
  });

  test('a filter arriving in navigation state applies once and is cleared from history', async ({ page, request, site }) => {
    const face = ((await (await request.get(`${site.apiUrl}/api/posts?category=FACE`)).json()) as ApiPost[])[0]!;
    await page.goto(`/blog/${face.slug}`);
    await main(page).getByRole('link', { name: 'More FACE stories' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(main(page).getByRole('button', { name: 'FACE' })).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => (window.history.state as { usr?: unknown } | null)?.usr ?? null)).toBeNull();
    await page.reload();
    await expect(main(page).getByRole('button', { name: 'FACE' })).toHaveAttribute('aria-pressed', 'false');
  });

  test('featured cards swap the before image for the after image on hover and focus', async ({ page }) => {
    await page.goto('/blog');
    const featured = main(page).getByRole('region', { name: 'Featured stories' });
    const card = featured.getByRole('article').first();
    const title = (await card.getByRole('heading').textContent())!;
    await expect(card.getByRole('img', { name: `Before: ${title}` })).toBeVisible();
    await card.hover();
    await expect(card.getByRole('img', { name: `After: ${title}` })).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(card.getByRole('img', { name: `Before: ${title}` })).toBeVisible();
    await card.getByRole('link', { name: `Read More about ${title}` }).focus();
    await expect(card.getByRole('img', { name: `After: ${title}` })).toBeVisible();
  });

  test('connector lines join the cards on wide screens and hide at 480px and below', async ({ page }) => {
    await page.goto('/blog');
    const lines = latest(page).locator('svg line');
    await expect.poll(() => lines.count()).toBeGreaterThan(0);
    await page.setViewportSize({ width: 480, height: 800 });
    await expect(latest(page).locator('svg')).toBeHidden();
  });
  test("on a phone the cards' images arrive as small WebP variants, never the 1200-pixel originals", async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const media: import('@playwright/test').Response[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/media/')) media.push(response);
    });
    await page.goto('/blog');
    const images = main(page).getByRole('article').locator('img');
    await expect(images.first()).toBeVisible();
    // Lazy images load as they come near the screen: scroll the whole list past.
    for (const image of await images.all()) await image.scrollIntoViewIfNeeded();
    await expect.poll(() => images.evaluateAll((all) => all.every((image) => (image as HTMLImageElement).complete))).toBe(true);

    // 375 CSS pixels at one device pixel each: the 480-pixel variant is the closest that is wide enough.
    const shown = await images.evaluateAll((all) => all.map((image) => (image as HTMLImageElement).currentSrc));
    expect(shown.length).toBeGreaterThan(0);
    for (const src of shown) expect(src).toMatch(/\/api\/media\/.+\?w=480$/);
    expect(media.length).toBeGreaterThan(0);
    for (const response of media) {
      expect(response.url()).toMatch(/\?w=480$/);
      // Chromium names AVIF in its Accept header: it gets AVIF, and caches keep the formats apart.
      expect(response.headers()['content-type']).toBe('image/avif');
      expect(response.headers().vary).toContain('Accept');
      const original = await request.get(response.url().replace(/\?.*$/, ''));
      expect((await response.body()).length).toBeLessThan((await original.body()).length / 3);
    }
  });
});
