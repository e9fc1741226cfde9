import { createHash } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { startShell } from '../../scripts/lib/stack.mjs';
import { adminToken } from '../support/admin-session';
import { expect, main, opensFirstPost, postOfTheSite, test } from '../support/fixtures';
import { PUBLIC_ROUTES } from '@fns/contracts/route-headings';
import { startServerBuildBlocker } from '../support/server-build-blocker';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { htmlErrors } from '../support/html-checker';

interface ApiPost {
  id: number;
  slug: string;
  title: string;
  publishAt: string | null;
}

const publishedPosts = async (request: APIRequestContext, apiUrl: string) =>
  (await (await request.get(`${apiUrl}/api/posts`)).json()) as ApiPost[];

/** Every public route of SPEC's table and a post, with the h1 each opens with. */
async function everyPublicPage(request: APIRequestContext, apiUrl: string): Promise<Array<[string, string]>> {
  // One of the site's own: a post another lane wrote may be short, or gone by the time it is opened.
  const post = postOfTheSite(await publishedPosts(request, apiUrl));
  return [...PUBLIC_ROUTES, [`/blog/${post.slug}`, post.title]];
}

/** The runtime config a page was sent with: the remote entries it must hydrate with. */
async function sentConfig(request: APIRequestContext, url: string): Promise<{ remotes: Record<string, string> }> {
  const html = await (await request.get(url)).text();
  return JSON.parse(/<script type="application\/json" id="runtime-config">([^<]*)<\/script>/.exec(html)![1]!) as {
    remotes: Record<string, string>;
  };
}

/** Errors and warnings the page logs (hydration mismatches among them). */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

test.describe('server rendering', () => {
  test.describe('with JavaScript turned off', () => {
    test.use({ javaScriptEnabled: false });

    test('every public route and a post arrive with their heading, text, header and footer, and links work', async ({
      page,
      request,
      site,
    }) => {
      for (const [path, heading] of await everyPublicPage(request, site.apiUrl)) {
        await page.goto(path);
        await expect(main(page).getByRole('heading', { level: 1 }), path).toHaveText(heading);
        expect((await main(page).textContent())?.length, `${path}: its text`).toBeGreaterThan(50);
        await expect(page.getByRole('banner').getByRole('link', { name: 'Founders Never Solo, home' })).toBeVisible();
        await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
        // Its own head: canonical address, description and link-preview tags.
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.url}${path}`);
        expect((await page.locator('meta[name="description"]').getAttribute('content'))?.length, path).toBeGreaterThan(40);
        await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
        await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
      }
      // A card's image arrives with its placeholder: a blur (a PNG data URL) as its background until it loads.
      await page.goto('/blog');
      await expect(main(page).getByRole('article').locator('img[src^="/api/media/"]').first()).toHaveAttribute(
        'style',
        /background-image:url\("data:image\/png;base64,[A-Za-z0-9+/]+=*"\);background-size:cover;background-position:center/,
      );
      await page.goto('/');
      await page.getByRole('banner').getByRole('link', { name: 'FAQ' }).click();
      await expect(page).toHaveURL(/\/faqs$/);
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
    });
  });

  test('the HTML the server sends for every public route and a post is valid: the Nu HTML Checker finds no error', async ({
    request,
    site,
  }) => {
    const pages = [];
    for (const [path] of await everyPublicPage(request, site.apiUrl))
      pages.push({ name: path, html: await (await request.get(`${site.url}${path}`)).text() });
    expect(await htmlErrors(pages)).toEqual([]);
  });

  for (const width of [1280, 375]) {
    test(`at ${width}px every public route hydrates the server's HTML: same elements, nothing in the console`, async ({
      page,
      request,
      site,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 800 });
      const problems = consoleProblems(page);
      // The h1 as parsed from the server's HTML, before any script ran.
      await page.addInitScript(() =>
        document.addEventListener('DOMContentLoaded', () => Object.assign(window, { serverHeading: document.querySelector('main h1') })),
      );
      for (const [path, heading] of await everyPublicPage(request, site.apiUrl)) {
        await page.goto(path);
        await expect(main(page).getByRole('heading', { level: 1 }), path).toHaveText(heading);
        const kept = await page.evaluate(() => {
          const { serverHeading } = window as unknown as { serverHeading: Element | null };
          return serverHeading !== null && serverHeading.isConnected && serverHeading === document.querySelector('main h1');
        });
        expect(kept, `${path}: the h1 of the server's HTML is the one shown`).toBe(true);
      }
      expect(problems).toEqual([]);
    });
  }

  test('the blog and a post come with their data: nothing is fetched on load, and navigation fetches', async ({ page, request, site }) => {
    const post = postOfTheSite(await publishedPosts(request, site.apiUrl));
    const apiReads: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname.startsWith('/api/posts')) apiReads.push(req.url());
    });
    await page.goto('/blog');
    await expect(
      main(page)
        .getByRole('link', { name: /Read More/ })
        .first(),
    ).toBeVisible();
    await page.goto(`/blog/${post.slug}`);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(post.title);
    expect(apiReads).toEqual([]);

    await page.getByRole('banner').getByRole('link', { name: 'Blog' }).click();
    await expect(
      main(page)
        .getByRole('link', { name: /Read More/ })
        .first(),
    ).toBeVisible();
    expect(apiReads.some((url) => new URL(url).pathname === '/api/posts')).toBe(true);
  });

  test('an unknown slug is an HTTP 404 with the not-found page; an unknown path is an HTTP redirect home', async ({ request, site }) => {
    const missing = await request.get(`${site.url}/blog/no-such-story-here`);
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('<h1>Blog post not found.</h1>');
    const unknown = await request.get(`${site.url}/no/such/page`, { maxRedirects: 0 });
    expect(unknown.status()).toBe(302);
    expect(unknown.headers().location).toBe('/');
  });

  test('data sent with the page cannot break out of its script element', async ({ page, request, site }) => {
    const token = await adminToken(request, site.apiUrl);
    const title = 'Runway </script><script>window.brokeOut = 1</script> \u2028 and \u2029 and <!-- too';
    // Through the shell's /api, as the admin console writes: its rendered pages are refreshed at once.
    const created = await request.post(`${site.url}/api/posts`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { title, content: '<p>A title that tries to end the data block.</p>', published: true, featured: false, categoryId: null },
    });
    expect(created.status()).toBe(201);
    const { id, slug } = (await created.json()) as ApiPost;
    try {
      const problems = consoleProblems(page);
      await page.goto(`/blog/${slug}`);
      await expect(main(page).getByRole('heading', { level: 1 })).toContainText('</script><script>window.brokeOut = 1</script>');
      expect(await page.evaluate(() => (window as unknown as { brokeOut?: number }).brokeOut)).toBeUndefined();
      expect(problems).toEqual([]);
    } finally {
      await request.delete(`${site.url}/api/posts/${id}`, { headers: { Authorization: `Bearer ${token}` } });
    }
  });

  test('a strict CSP: the only script a page runs by itself is the one its hash names, and injected markup runs nothing', async ({
    page,
    request,
    site,
  }) => {
    for (const [path] of await everyPublicPage(request, site.apiUrl)) {
      const answer = await request.get(`${site.url}${path}`);
      const csp = answer.headers()['content-security-policy']!;
      expect(csp, path).toContain("'strict-dynamic'");
      const html = await answer.text();
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      const executable = scripts.filter(([, attributes]) => !/type="application\/(ld\+)?json"/.test(attributes!));
      expect(executable.length, `${path}: one script runs by itself`).toBe(1);
      const [, attributes, text] = executable[0]!;
      expect(attributes, `${path}: parser-inserted scripts are inline only`).toBe('');
      expect(csp, path).toContain(`'sha256-${createHash('sha256').update(text!).digest('base64')}'`);
    }

    const problems = consoleProblems(page);
    await page.goto('/');
    const blocked = await page.evaluate(async () => {
      const violation = new Promise<string>((resolve) =>
        document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective), { once: true }),
      );
      document.body.insertAdjacentHTML('beforeend', '<img src="data:image/png;base64,AAAA" onerror="window.injected = 1">');
      return violation;
    });
    expect(blocked).toBe('script-src-attr');
    expect(await page.evaluate(() => (window as unknown as { injected?: number }).injected)).toBeUndefined();
    // The page's own scripts (chunks, remotes) were all allowed: the only problem is the injected handler.
    expect(problems.filter((problem) => !problem.includes('script-src-attr'))).toEqual([]);
  });

  test('pages are cacheable: an ETag answered with 304, s-maxage and stale-while-revalidate for shared caches', async ({
    request,
    site,
  }) => {
    await request.get(`${site.url}/faqs`);
    const cached = await request.get(`${site.url}/faqs`);
    expect(cached.status()).toBe(200);
    const etag = cached.headers().etag!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(cached.headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    const revalidated = await request.get(`${site.url}/faqs`, { headers: { 'If-None-Match': etag } });
    expect(revalidated.status()).toBe(304);
  });

  test('a post written through the site shows on its pages at once', async ({ request, site }) => {
    const token = await adminToken(request, site.apiUrl);
    await request.get(`${site.url}/blog`);
    const created = await request.post(`${site.url}/api/posts`, {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        title: `Fresh off the press ${Date.now()}`,
        content: '<p>Written a moment ago.</p>',
        published: true,
        featured: false,
        categoryId: null,
      },
    });
    const { id, title } = (await created.json()) as ApiPost;
    try {
      expect(await (await request.get(`${site.url}/blog`)).text()).toContain(title);
    } finally {
      await request.delete(`${site.url}/api/posts/${id}`, { headers: { Authorization: `Bearer ${token}` } });
    }
    expect(await (await request.get(`${site.url}/blog`)).text()).not.toContain(title);
  });

  test('another shell instance catches up with a write by expiry, within its PUBLIC_CACHE_SECONDS', async ({ request, site }) => {
    const cacheSeconds = 3;
    const other = await startAnotherShell(site, { remoteOrigins: remoteOrigins(), env: { PUBLIC_CACHE_SECONDS: String(cacheSeconds) } });
    const token = await adminToken(request, site.apiUrl);
    try {
      await request.get(`${other.url}/blog`);
      const created = await request.post(`${site.url}/api/posts`, {
        headers: { Authorization: `Bearer ${token}` },
        data: {
          title: `Seen everywhere ${Date.now()}`,
          content: '<p>Written through one instance.</p>',
          published: true,
          featured: false,
          categoryId: null,
        },
      });
      const writtenAt = Date.now();
      const { id, title } = (await created.json()) as ApiPost;
      try {
        // The instance that took the write renders it at once; the other still has its cached page.
        expect(await (await request.get(`${site.url}/blog`)).text()).toContain(title);
        expect(await (await request.get(`${other.url}/blog`)).text()).not.toContain(title);
        // Its page is not served past PUBLIC_CACHE_SECONDS: by then a render holds the write.
        await expect
          .poll(async () => (await request.get(`${other.url}/blog`)).text(), { timeout: cacheSeconds * 1000 + 2_000, intervals: [250] })
          .toContain(title);
        console.log(
          `[scale-out] another shell instance rendered the write ${Date.now() - writtenAt} ms after it (PUBLIC_CACHE_SECONDS=${cacheSeconds})`,
        );
      } finally {
        await request.delete(`${site.url}/api/posts/${id}`, { headers: { Authorization: `Bearer ${token}` } });
      }
    } finally {
      await other.stop();
    }
  });

  test('two posts rendered at the same time each get their own data', async ({ request, site }) => {
    const [first, second] = await publishedPosts(request, site.apiUrl);
    const slugs = Array.from({ length: 12 }, (_, index) => (index % 2 ? first! : second!));
    // Distinct addresses, so none is answered from the render cache: twelve renders at once.
    const pages = await Promise.all(
      slugs.map(async (post, index) => ({ post, html: await (await request.get(`${site.url}/blog/${post.slug}?visit=${index}`)).text() })),
    );
    for (const { post, html } of pages) {
      const other = post === first ? second! : first!;
      const title = /<title>([^<]*)<\/title>/.exec(html)![1]!;
      const data = /<script type="application\/json" id="router-data">([^<]*)<\/script>/.exec(html)![1]!;
      expect(title).toContain(post.title.replace(/&/g, '&amp;'));
      expect(
        (JSON.parse(data) as { loaderData: Record<string, { post: { data: ApiPost } }> }).loaderData['/blog/:slug']!.post.data.slug,
      ).toBe(post.slug);
      expect(title).not.toContain(other.title.replace(/&/g, '&amp;'));
    }
  });

  test('a remote redeployed while the shell runs: new visitors get the new release within 60 s, open tabs keep theirs', async ({
    page,
    context,
    request,
    site,
  }) => {
    test.skip(!site.controlUrl, 'needs the control server of the global setup');
    test.setTimeout(240_000);
    const [post] = await publishedPosts(request, site.apiUrl);
    const before = (await sentConfig(request, `${site.url}/blog`)).remotes.mfe_blog!;
    await page.goto('/blog');

    expect((await fetch(`${site.controlUrl}/remotes/blog/redeploy`, { method: 'POST' })).status).toBe(204);
    const deployed = Date.now();
    let after = before;
    await expect
      .poll(async () => (after = (await sentConfig(request, `${site.url}/blog`)).remotes.mfe_blog!), { timeout: 60_000, intervals: [500] })
      .not.toBe(before);
    console.log(
      `[redeploy] the shell rendered the new blog release ${Math.round((Date.now() - deployed) / 100) / 10} s after it was deployed`,
    );

    // A new visitor's browser loads exactly the release the server rendered with.
    const fresh = await context.newPage();
    const problems = consoleProblems(fresh);
    const entries: string[] = [];
    fresh.on('request', (req) => {
      if (/remoteEntry\.[0-9a-f]{10}\.js$/.test(req.url()) && req.url().startsWith(new URL(before).origin)) entries.push(req.url());
    });
    await fresh.goto(`/blog/${post!.slug}`);
    await expect(main(fresh).getByRole('heading', { level: 1 })).toHaveText(post!.title);
    expect(entries).toEqual([after]);
    expect(problems).toEqual([]);

    // The tab opened before the redeploy keeps working with its own release's files.
    const oldTabEntries: string[] = [];
    page.on('request', (req) => {
      if (req.url() === after) oldTabEntries.push(req.url());
    });
    await opensFirstPost(page);
    expect(oldTabEntries).toEqual([]);
  });

  test('a remote whose server code cannot be loaded: the page is a 200 with header and footer, and the browser renders that region', async ({
    page,
    site,
  }) => {
    const origins = remoteOrigins();
    const blocker = await startServerBuildBlocker(origins.blog);
    const shell = await startAnotherShell(site, { remoteOrigins: { ...origins, blog: blocker.origin } });
    try {
      const url = `${shell.url}/blog`;
      const response = await fetch(url);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('aria-label="Founders Never Solo, home"');
      expect(html).toContain('Privacy Policy');
      expect(html).toContain('Loading…');
      await page.goto(url);
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Blog');
      await expect(
        main(page)
          .getByRole('link', { name: /Read More/ })
          .first(),
      ).toBeVisible();
    } finally {
      await shell.stop();
      await blocker.stop();
    }
  });
});

type RemoteOrigins = Record<'marketing' | 'blog' | 'admin', string>;

/** Where the global setup serves the remotes (tests that start a shell of their own need them). */
function remoteOrigins(): RemoteOrigins {
  const origins = JSON.parse(process.env.E2E_REMOTE_ORIGINS ?? 'null') as RemoteOrigins | null;
  test.skip(!origins, 'needs the remotes of the global setup');
  return origins!;
}

/** A second shell server on the site's API: another instance, as behind a load balancer. */
async function startAnotherShell(site: { apiUrl: string }, options: { remoteOrigins: RemoteOrigins; env?: Record<string, string> }) {
  const port = await freePort();
  const shell = await startShell({ port, apiPort: Number(new URL(site.apiUrl).port), ...options, quiet: !process.env.E2E_VERBOSE });
  return { url: `http://127.0.0.1:${port}`, stop: () => shell.stop() };
}
