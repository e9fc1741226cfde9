import { expect, test } from '../support/fixtures';

interface ApiPost {
  slug: string;
  title: string;
  image: string | null;
}

/** What a crawler or a chat app's link preview sees: the served HTML, without running scripts. */
test.describe('what crawlers and feed readers get', () => {
  test("a post's HTML head carries its title, description, canonical URL and social tags", async ({ request, site }) => {
    const post = ((await (await request.get(`${site.apiUrl}/api/posts`)).json()) as ApiPost[]).find((candidate) => candidate.image)!;
    const response = await request.get(`${site.url}/blog/${post.slug}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;').replace(/</g, '&lt;');
    expect(head).toContain(`<title>${escaped(post.title)} - Founders Never Solo Blog</title>`);
    expect(head).toMatch(/<meta name="description" content="[^"]{20,}\.\.\." \/>/);
    expect(head).toContain(`<link rel="canonical" href="${site.url}/blog/${post.slug}" />`);
    expect(head).toContain(`<meta property="og:title" content="${escaped(post.title)}" />`);
    expect(head).toContain(`<meta property="og:image" content="${site.url}${post.image}" />`);
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />');
    // The image a chat app would show is really served.
    const image = await request.get(`${site.url}${post.image}`);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/jpeg');
  });

  test('an unknown or unpublished slug is a 404 marked noindex', async ({ request, site }) => {
    const response = await request.get(`${site.url}/blog/not-a-real-story`);
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('<meta name="robots" content="noindex" />');
  });

  test('sitemap.xml lists every public page and published post, and rss.xml is RSS 2.0 newest first', async ({ page, request, site }) => {
    const posts = (await (await request.get(`${site.apiUrl}/api/posts`)).json()) as ApiPost[];
    const sitemap = await request.get(`${site.url}/sitemap.xml`);
    expect(sitemap.headers()['content-type']).toContain('application/xml');
    const rss = await request.get(`${site.url}/rss.xml`);
    expect(rss.headers()['content-type']).toContain('application/rss+xml');

    await page.goto('/about');
    const parsed = await page.evaluate(
      ({ sitemapXml, rssXml }) => {
        const parse = (xml: string) => new DOMParser().parseFromString(xml, 'application/xml');
        const map = parse(sitemapXml);
        const feed = parse(rssXml);
        return {
          errors: map.getElementsByTagName('parsererror').length + feed.getElementsByTagName('parsererror').length,
          urlsetNamespace: map.documentElement.namespaceURI,
          locations: Array.from(map.getElementsByTagName('loc'), (loc) => loc.textContent),
          rssVersion: feed.documentElement.getAttribute('version'),
          channelTitle: feed.querySelector('channel > title')?.textContent,
          itemLinks: Array.from(feed.querySelectorAll('item > link'), (link) => link.textContent),
          pubDates: Array.from(feed.querySelectorAll('item > pubDate'), (date) => Date.parse(date.textContent ?? '')),
        };
      },
      { sitemapXml: await sitemap.text(), rssXml: await rss.text() },
    );
    expect(parsed.errors).toBe(0);
    expect(parsed.urlsetNamespace).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    for (const path of ['/', '/blog', '/about', '/faqs', '/privacy-policy']) expect(parsed.locations).toContain(`${site.url}${path}`);
    expect(parsed.locations.some((location) => location?.includes('/admin'))).toBe(false);
    for (const post of posts) expect(parsed.locations).toContain(`${site.url}/blog/${post.slug}`);

    expect(parsed.rssVersion).toBe('2.0');
    expect(parsed.channelTitle).toBe('Founders Never Solo Blog');
    expect(parsed.itemLinks).toEqual(posts.map((post) => `${site.url}/blog/${post.slug}`));
    expect(parsed.pubDates).toEqual([...parsed.pubDates].sort((a, b) => b - a));
  });
});
