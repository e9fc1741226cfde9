import { expect, test } from '../support/fixtures';

/** The files a page names in its head: the styles it links and the scripts it lists for the browser to preload after its first paint. */
const linkedFiles = (html: string) => [
  ...[...html.matchAll(/<link rel="stylesheet" href="([^"]+)" \/>/g)].map(([, href]) => ({ href: href! })),
  ...(JSON.parse(/<script type="application\/json" id="boot-scripts">([^<]*)<\/script>/.exec(html)?.[1] ?? '[]') as Array<{
    href: string;
    integrity?: string;
  }>),
];

/** How the shell's server delivers a page: what it preloads, and what it refuses to pass off as a page. */
test.describe('page delivery', () => {
  test("a page links the styles and preloads the scripts of the shell, the route's remote and its page, and the browser uses every one", async ({
    page,
    request,
    site,
  }) => {
    const html = await (await request.get(`${site.url}/faqs`)).text();
    const listed = linkedFiles(html);
    const remoteFiles = listed.filter(({ href }) => href.startsWith('http'));
    // The remote's entry goes with the sha256 its release registered: preloaded as the loader will run it (one download).
    expect(remoteFiles).toContainEqual({
      href: expect.stringMatching(/\/remoteEntry\.[0-9a-f]{10}\.js$/) as unknown,
      integrity: expect.stringMatching(/^sha256-/) as unknown,
    });
    // The remote entry, its ./routes module, and the FAQ page's script and style.
    expect(remoteFiles.length).toBeGreaterThanOrEqual(4);
    expect(listed.filter(({ href }) => href.startsWith('/')).length).toBeGreaterThanOrEqual(5);

    const requested = new Map<string, number>();
    page.on('request', (req) => requested.set(req.url(), (requested.get(req.url()) ?? 0) + 1));
    const warnings: string[] = [];
    page.on('console', (message) => warnings.push(message.text()));
    await page.goto('/faqs');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Chrome reports a preload nobody used after about three seconds.
    await page.waitForTimeout(3500);
    for (const { href } of listed) {
      const url = new URL(href, site.url).href;
      expect(requested.get(url), url).toBe(1);
    }
    expect(warnings.filter((text) => text.includes('preload'))).toEqual([]);
  });

  test('the site icon is served, and a missing file is a 404, not the HTML page', async ({ request, site }) => {
    const icon = await request.get(`${site.url}/favicon.svg`);
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toContain('image/svg+xml');
    for (const missing of ['/favicon.ico', '/main.0000000000.js']) {
      const response = await request.get(`${site.url}${missing}`);
      expect(response.status(), missing).toBe(404);
      expect(response.headers()['content-type']).toContain('text/plain');
    }
  });
});
