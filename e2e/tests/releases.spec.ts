import { appendFileSync, cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../scripts/lib/ensure-install.mjs';
import { adminToken, E2E_ADMIN, storeToken } from '../support/admin-session';
import { expect, main, opensFirstPost, test } from '../support/fixtures';
import { buildUnregistered, type Edit, npmRun, releaseRemote, remoteVariant } from '../support/releases';

const LIST_PAGE = 'src/features/blog-list/blog-list-page.tsx';
const NEW_EYEBROW = 'Founder journeys, in a new release';
/** A blog whose list page's title line reads differently. */
const newEyebrow = { file: LIST_PAGE, from: 'eyebrow="Founder journeys"', to: `eyebrow="${NEW_EYEBROW}"` };
/** A blog whose list page runs `statement` first when it renders. */
const LOADER_DATA_LINE = '  const { featured, posts } = useLoaderData<BlogListData>();';
const listPageRunning = (statement: string) => ({ file: LIST_PAGE, from: LOADER_DATA_LINE, to: `  ${statement}\n${LOADER_DATA_LINE}` });
/** An admin console whose Releases screen throws as its module loads. */
const releasesScreenThrowing = {
  file: 'src/features/releases/releases-page.tsx',
  from: 'import { PageHeader',
  to: "throw new Error('This release breaks the Releases screen.');\nimport { PageHeader",
};
/** Promote and roll back must be live on every shell within this of the registry's answer. */
const LIVE_WITHIN_MS = 10_000;

const pageHtml = async (url: string) => (await fetch(url)).text();

/** Milliseconds from `since` until the server's /blog HTML passes `test`, polled every 100 ms. */
async function liveAfter(url: string, since: number, test: (html: string) => boolean): Promise<number> {
  await expect.poll(async () => test(await pageHtml(url)), { timeout: LIVE_WITHIN_MS, intervals: [100] }).toBe(true);
  return Date.now() - since;
}

/** The blog with the new title line, released (`npm run release`: built and registered) once for the tests that promote it. */
let newEyebrowRelease: Promise<string> | undefined;
function releaseNewEyebrow(apiUrl: string): Promise<string> {
  newEyebrowRelease ??= (async () => {
    const variant = remoteVariant('blog', [newEyebrow]);
    try {
      return await releaseRemote('blog', variant.dir, apiUrl);
    } finally {
      variant.remove();
    }
  })();
  return newEyebrowRelease;
}

/** The other changed remotes the tests release, in the order of the tests. */
const BUILDS = {
  throwsOnServer: ['blog', [listPageRunning("throw new Error('This release breaks the blog list.');")]],
  releasesScreenThrowing: ['admin', [releasesScreenThrowing]],
  throwsInBrowsers: [
    'blog',
    [listPageRunning("if (typeof window !== 'undefined') throw new Error('This release breaks the blog list in browsers.');")],
  ],
} satisfies Record<string, ['blog' | 'admin', Edit[]]>;
type Built = ReturnType<typeof buildUnregistered>;

/**
 * A webpack build of a remote takes 13–17 s. These start with the file and run one after another,
 * beside what the tests before theirs do (the first test's own build among it: two builds side by side
 * take about 1.5 times one). None is registered before its test, so no test sees another's.
 */
function buildOneAfterAnother(): Record<keyof typeof BUILDS, Built> {
  let previous: Built | undefined;
  const entries = Object.entries(BUILDS).map(([name, [key, edits]]) => {
    const built = (previous ?? Promise.resolve()).catch(() => undefined).then(() => buildUnregistered(key, edits));
    // Its test awaits it and reports its failure.
    built.catch(() => undefined);
    previous = built;
    return [name, built] as const;
  });
  return Object.fromEntries(entries) as Record<keyof typeof BUILDS, Built>;
}

/** Registers a built release (`npm run remotes -- register`): its version. */
async function registered(key: 'blog' | 'admin', built: Built, apiUrl: string): Promise<string> {
  const { version, manifestUrl } = await built;
  const answer = await npmRun('remotes', ['register', key, manifestUrl], apiUrl);
  expect(answer.code, answer.output).toBe(0);
  return version;
}

/**
 * A copy of the released blog `version` under the version `copy` (the same files, its manifest
 * renamed), registered and served to the visitors of bucket 0 to 49 as a canary: its folder, its
 * manifest, and what the canary side's /blog is rendered with.
 */
async function blogCanaryCopy(version: string, copy: string, site: { url: string; apiUrl: string }) {
  const releases = path.join(process.env.RELEASES_DIR!, 'mfe-blog');
  const folder = path.join(releases, copy);
  cpSync(path.join(releases, version), folder, { recursive: true });
  const manifest = JSON.parse(readFileSync(path.join(releases, version, 'remote-manifest.json'), 'utf8')) as { browser: { entry: string } };
  writeFileSync(path.join(folder, 'remote-manifest.json'), JSON.stringify({ ...manifest, version: copy }));
  const manifestUrl = `${process.env.RELEASE_BASE_URL_BLOG}/${copy}/remote-manifest.json`;
  const registered = await npmRun('remotes', ['register', 'blog', manifestUrl], site.apiUrl);
  expect(registered.code, registered.output).toBe(0);
  const promoted = await npmRun('remotes', ['promote', 'blog', copy, '--canary', '50'], site.apiUrl);
  expect(promoted.code, promoted.output).toBe(0);
  const onCanary = async () => (await fetch(`${site.url}/blog`, { headers: { Cookie: 'fns_bucket=0' } })).headers.get('x-remote-versions');
  await expect.poll(onCanary, { timeout: LIVE_WITHIN_MS }).toContain(`mfe_blog@${copy}`);
  return { folder, manifest, onCanary };
}

test.describe('independent releases of a remote', () => {
  test.skip(!process.env.RELEASES_DIR, 'needs the release folders of the global setup');

  let builds: Record<keyof typeof BUILDS, Built>;
  test.beforeAll(() => {
    builds = buildOneAfterAnother();
  });
  // Each build removes its copy of the remote once done: none is left behind.
  test.afterAll(() => Promise.allSettled(Object.values(builds ?? {})));

  test('a changed blog is released without effect, promoted and rolled back within 10 s, while an open tab keeps navigating', async ({
    page,
    context,
    request,
    site,
  }) => {
    test.setTimeout(300_000);
    await page.goto('/blog');
    const version = await releaseNewEyebrow(site.apiUrl);
    // Released, registered, and not live: visitors get what they got.
    const listed = await npmRun('remotes', ['list'], site.apiUrl);
    expect(listed.output).toContain(`released ${version}`);
    expect(listed.output).toContain('mfe_blog: live the configured deployment');
    expect(await pageHtml(`${site.url}/blog`)).not.toContain(NEW_EYEBROW);

    const promoting = Date.now();
    const promoted = await npmRun('remotes', ['promote', 'blog', version], site.apiUrl);
    expect(promoted.code, promoted.output).toBe(0);
    const promoteMs = await liveAfter(`${site.url}/blog`, Date.now(), (html) => html.includes(NEW_EYEBROW));
    console.log(
      `[releases] promote to live (server HTML): ${promoteMs} ms after the promotion, ${Date.now() - promoting} ms after the command started`,
    );

    // A new visitor's browser renders the new release; it loads that release's files.
    const fresh = await context.newPage();
    const entries: string[] = [];
    fresh.on('request', (req) => {
      if (req.url().includes(`/releases/${version}/`)) entries.push(req.url());
    });
    await fresh.goto('/blog');
    await expect(main(fresh).getByText(NEW_EYEBROW)).toBeVisible();
    expect(entries.some((url) => /remoteEntry\.[0-9a-f]{10}\.js$/.test(url))).toBe(true);

    // The tab opened before the promotion keeps its version and keeps navigating.
    await opensFirstPost(page);

    const rollingBack = Date.now();
    const rolledBack = await npmRun('remotes', ['rollback', 'blog'], site.apiUrl);
    expect(rolledBack.code, rolledBack.output).toBe(0);
    const rollbackMs = await liveAfter(`${site.url}/blog`, Date.now(), (html) => !html.includes(NEW_EYEBROW));
    console.log(
      `[releases] rollback to live (server HTML): ${rollbackMs} ms after the rollback, ${Date.now() - rollingBack} ms after the command started`,
    );
    await fresh.reload();
    await expect(main(fresh).getByText('Founder journeys', { exact: true })).toBeVisible();

    // The open tab still navigates, back to the list.
    await page.goBack();
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Blog');

    // The same from the admin console: the history, then promote and roll back, each after a confirmation.
    const admin = await context.newPage();
    await storeToken(admin, await adminToken(request, site.apiUrl));
    await admin.goto('/admin/releases');
    const blogCard = main(admin).getByRole('region', { name: 'Blog (mfe_blog)' });
    await expect(blogCard.getByRole('listitem').first()).toHaveText(
      new RegExp(`^Rolled back to the configured deployment \\(from ${version}\\), by admin,`),
    );
    await blogCard.getByRole('button', { name: `Promote ${version}` }).click();
    const promoteDialog = admin.getByRole('dialog', { name: `Promote Blog ${version}?` });
    // A promotion puts code on every page: the console asks for the password again.
    await promoteDialog.getByLabel('Your password').fill(E2E_ADMIN.password);
    await promoteDialog.getByRole('button', { name: 'Promote' }).click();
    await expect(main(admin).getByRole('status')).toHaveText(`Blog ${version} is live.`);
    await liveAfter(`${site.url}/blog`, Date.now(), (html) => html.includes(NEW_EYEBROW));
    await blogCard.getByRole('button', { name: 'Roll back' }).click();
    await admin.getByRole('dialog', { name: 'Roll Blog back?' }).getByRole('button', { name: 'Roll back' }).click();
    await expect(main(admin).getByRole('status')).toHaveText('Blog is back on the configured deployment.');
    await liveAfter(`${site.url}/blog`, Date.now(), (html) => !html.includes(NEW_EYEBROW));

    // A release that needs a React the live shell does not provide is refused from its manifest alone.
    const releases = path.join(process.env.RELEASES_DIR!, 'mfe-blog');
    const needsReact20 = '1.0.0-needs-react-20';
    cpSync(path.join(releases, version), path.join(releases, needsReact20), { recursive: true });
    const manifestFile = path.join(releases, needsReact20, 'remote-manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { version: string; shared: Record<string, string> };
    writeFileSync(manifestFile, JSON.stringify({ ...manifest, version: needsReact20, shared: { ...manifest.shared, react: '^20.0.0' } }));
    const url = `${process.env.RELEASE_BASE_URL_BLOG}/${needsReact20}/remote-manifest.json`;
    expect((await npmRun('remotes', ['register', 'blog', url], site.apiUrl)).code).toBe(0);
    const refused = await npmRun('remotes', ['promote', 'blog', needsReact20], site.apiUrl);
    const { provides } = JSON.parse(readFileSync(path.join(ROOT, 'shell/dist/server/shell-manifest.json'), 'utf8')) as {
      provides: Record<string, string>;
    };
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`mfe_blog ${needsReact20} needs react ^20.0.0, but the live shell provides react ${provides.react}.`);
    expect(await pageHtml(`${site.url}/blog`)).not.toContain(NEW_EYEBROW);

    // A release's files cannot change under it: a copy registered and promoted, whose browser entry
    // is then rewritten on its host, runs in no browser (Subresource Integrity from the registry's sha256).
    const tampered = '1.0.0-tampered';
    cpSync(path.join(releases, version), path.join(releases, tampered), { recursive: true });
    const original = JSON.parse(readFileSync(path.join(releases, version, 'remote-manifest.json'), 'utf8')) as {
      browser: { entry: string };
    };
    writeFileSync(path.join(releases, tampered, 'remote-manifest.json'), JSON.stringify({ ...original, version: tampered }));
    const tamperedUrl = `${process.env.RELEASE_BASE_URL_BLOG}/${tampered}/remote-manifest.json`;
    expect((await npmRun('remotes', ['register', 'blog', tamperedUrl], site.apiUrl)).code).toBe(0);
    const promotedCopy = await npmRun('remotes', ['promote', 'blog', tampered], site.apiUrl);
    expect(promotedCopy.code, promotedCopy.output).toBe(0);
    await liveAfter(`${site.url}/blog`, Date.now(), (html) => html.includes(NEW_EYEBROW));
    appendFileSync(path.join(releases, tampered, original.browser.entry), '\nwindow.__tampered = true;\n');
    const visitor = await context.newPage();
    const consoleErrors: string[] = [];
    visitor.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
    await visitor.goto('/blog');
    await expect.poll(() => consoleErrors.some((text) => text.includes("valid digest in the 'integrity' attribute"))).toBe(true);
    expect(await visitor.evaluate(() => (window as unknown as { __tampered?: boolean }).__tampered)).toBeUndefined();
    expect((await npmRun('remotes', ['rollback', 'blog'], site.apiUrl)).code).toBe(0);
    await liveAfter(`${site.url}/blog`, Date.now(), (html) => !html.includes(NEW_EYEBROW));
  });

  test('a release whose route throws on the server is refused by the smoke render, and nothing changes', async ({ site }) => {
    test.setTimeout(240_000);
    const version = await registered('blog', builds.throwsOnServer, site.apiUrl);
    const before = await pageHtml(`${site.url}/blog`);
    const refused = await npmRun('remotes', ['promote', 'blog', version], site.apiUrl);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`mfe_blog ${version} failed its smoke render: /blog threw on the server`);
    expect(refused.output).toContain('This release breaks the blog list.');
    const after = await pageHtml(`${site.url}/blog`);
    expect(after).toContain('Latest stories');
    expect(/id="runtime-config">([^<]*)</.exec(after)?.[1]).toBe(/id="runtime-config">([^<]*)</.exec(before)?.[1]);
  });

  test('an admin release whose guarded screen cannot load on the server is refused, and nothing changes', async ({ site }) => {
    test.setTimeout(240_000);
    const version = await registered('admin', builds.releasesScreenThrowing, site.apiUrl);
    const refused = await npmRun('remotes', ['promote', 'admin', version], site.apiUrl);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(
      `mfe_admin ${version} failed its smoke render: the page of /admin/releases could not be loaded on the server`,
    );
    expect((await npmRun('remotes', ['list'], site.apiUrl)).output).toContain('mfe_admin: live the configured deployment');
  });

  test('a 50 % canary splits visitors, each keeping their side, and the response names the versions rendered', async ({
    browser,
    site,
  }) => {
    test.setTimeout(240_000);
    const version = await releaseNewEyebrow(site.apiUrl);
    const promoted = await npmRun('remotes', ['promote', 'blog', version, '--canary', '50'], site.apiUrl);
    expect(promoted.code, promoted.output).toBe(0);
    const blogAs = (bucket: number) => fetch(`${site.url}/blog`, { headers: { Cookie: `fns_bucket=${bucket}` } });
    await expect.poll(async () => (await (await blogAs(10)).text()).includes(NEW_EYEBROW), { timeout: LIVE_WITHIN_MS }).toBe(true);

    const canarySide = await blogAs(49);
    expect(canarySide.headers.get('x-remote-versions')).toContain(`mfe_blog@${version}`);
    expect(canarySide.headers.get('cache-control')).toBe('private, no-cache');
    const liveSide = await blogAs(50);
    expect(liveSide.headers.get('x-remote-versions')).not.toContain(`mfe_blog@${version}`);
    expect(await liveSide.text()).not.toContain(NEW_EYEBROW);

    // New visitors are given a side at random, about half each, and keep it.
    const visitors = await Promise.all(
      Array.from({ length: 30 }, async () => {
        const first = await fetch(`${site.url}/blog`);
        const cookie = /fns_bucket=\d+/.exec(first.headers.get('set-cookie') ?? '')![0];
        const again = await fetch(`${site.url}/blog`, { headers: { Cookie: cookie } });
        return {
          bucket: Number(cookie.split('=')[1]),
          first: (await first.text()).includes(NEW_EYEBROW),
          again: (await again.text()).includes(NEW_EYEBROW),
        };
      }),
    );
    for (const visitor of visitors)
      expect(visitor).toEqual({ bucket: visitor.bucket, first: visitor.bucket < 50, again: visitor.bucket < 50 });
    const onCanary = visitors.filter((visitor) => visitor.first).length;
    console.log(`[releases] 50 % canary: ${onCanary} of ${visitors.length} new visitors got it`);
    expect(onCanary).toBeGreaterThan(0);
    expect(onCanary).toBeLessThan(visitors.length);

    // A browser on the canary side renders the canary, and hydrates it without a problem.
    const context = await browser.newContext({ baseURL: site.url });
    await context.addCookies([{ name: 'fns_bucket', value: '3', url: site.url }]);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    await page.goto('/blog');
    await expect(main(page).getByText(NEW_EYEBROW)).toBeVisible();
    await page.reload();
    await expect(main(page).getByText(NEW_EYEBROW)).toBeVisible();
    await opensFirstPost(page);
    expect(problems).toEqual([]);
    await context.close();

    expect((await npmRun('remotes', ['rollback', 'blog'], site.apiUrl)).code).toBe(0);
    await expect.poll(async () => (await (await blogAs(10)).text()).includes(NEW_EYEBROW), { timeout: LIVE_WITHIN_MS }).toBe(false);
  });

  test('a release is previewed in one browser on the live site while another browser sees the live version', async ({ browser, site }) => {
    test.setTimeout(240_000);
    const version = await releaseNewEyebrow(site.apiUrl);
    const made = await npmRun('remotes', ['preview', 'blog', version], site.apiUrl);
    expect(made.code, made.output).toBe(0);
    const link = /^https?:\/\/\S+\/release-preview\?\S+$/m.exec(made.output)?.[0];
    expect(link, made.output).toBeDefined();

    const previewer = await browser.newContext({ baseURL: site.url });
    const page = await previewer.newPage();
    const problems: string[] = [];
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    const opening = Date.now();
    await page.goto(link!);
    await expect(main(page).getByText(NEW_EYEBROW)).toBeVisible();
    console.log(`[releases] preview link to the pinned page rendered: ${Date.now() - opening} ms`);
    const banner = page.getByRole('region', { name: 'Release preview' });
    await expect(banner).toContainText(`Release preview, in this browser only: Blog ${version}`);
    // It holds for the whole site in that browser: the next page, and the server's HTML (kept by no cache).
    await opensFirstPost(page);
    await expect(banner).toBeVisible();
    const pinnedHtml = await page.request.get('/blog');
    expect(pinnedHtml.headers()['cache-control']).toBe('private, no-store');
    expect(await pinnedHtml.text()).toContain(NEW_EYEBROW);
    expect(problems).toEqual([]);

    // Everyone else gets the live version, from the same server meanwhile.
    const other = await browser.newContext({ baseURL: site.url });
    const visitor = await other.newPage();
    await visitor.goto('/blog');
    await expect(main(visitor).getByText('Founder journeys', { exact: true })).toBeVisible();
    await expect(visitor.getByRole('region', { name: 'Release preview' })).toHaveCount(0);
    expect(await pageHtml(`${site.url}/blog`)).not.toContain(NEW_EYEBROW);

    // Leaving comes back to the same page, live.
    await page.goBack();
    await banner.getByRole('button', { name: 'Leave preview' }).click();
    await expect(main(page).getByText('Founder journeys', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(banner).toHaveCount(0);

    // A link changed on the way is refused with a page that says so.
    await page.goto(link!.replace(/token=([^&]{10})/, 'token=$1x'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This preview link is not valid');
    await previewer.close();
    await other.close();
  });

  test('a release whose entry script 404s is reported with its stage and trace id, on the Releases screen within 10 s', async ({
    browser,
    request,
    site,
  }) => {
    test.setTimeout(240_000);
    const version = await releaseNewEyebrow(site.apiUrl);
    // A copy of a release served to a share of visitors, whose browser entry is then gone from its host.
    const gone = '1.0.0-entry-gone';
    const { folder, manifest, onCanary } = await blogCanaryCopy(version, gone, site);
    rmSync(path.join(folder, manifest.browser.entry));

    // A visitor on its side: the server's page, then the fallback once the browser cannot load the entry; they are given a reference.
    const visitorContext = await browser.newContext({ baseURL: site.url });
    await visitorContext.addCookies([{ name: 'fns_bucket', value: '0', url: site.url }]);
    const visitor = await visitorContext.newPage();
    visitor.on('console', () => undefined);
    await visitor.goto('/blog');
    await expect(main(visitor).getByRole('heading', { name: 'This part of the site is unavailable right now' })).toBeVisible();
    const failedAt = Date.now();
    const traceId = /Reference: (\w+)/.exec(
      (await main(visitor)
        .getByText(/^Reference: /)
        .textContent()) ?? '',
    )?.[1];
    expect(traceId).toMatch(/^[0-9a-f]{16}$/);

    // The Releases screen shows it by its stage, with the same trace id, within 10 s.
    const admin = await visitorContext.newPage();
    await storeToken(admin, await adminToken(request, site.apiUrl));
    await admin.goto('/admin/releases');
    const blogCard = main(admin).getByRole('region', { name: 'Blog (mfe_blog)' });
    const health = blogCard.locator('details').filter({ has: admin.locator('summary', { hasText: new RegExp(`^${gone}`) }) });
    const example = health.getByRole('row', { name: new RegExp(`Entry script /blog .* ${traceId}`) });
    await expect
      .poll(
        async () => {
          if (!(await health.evaluate((element: HTMLDetailsElement) => element.open).catch(() => false)))
            await health
              .locator('summary')
              .click()
              .catch(() => undefined);
          return example.isVisible();
        },
        { timeout: 10_000, intervals: [250] },
      )
      .toBe(true);
    console.log(`[releases] a failure in a browser visible on the Releases screen: ${Date.now() - failedAt} ms after it was shown`);
    await expect(health.getByText('Entry script', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(/^[1-9]/);
    await visitorContext.close();
    // It failed every visitor on its side: the canary is gone (CANARY_MIN_RENDERS is 1 here), or ended now.
    const list = await npmRun('remotes', ['list'], site.apiUrl);
    if (list.output.includes(`canary ${gone}`)) expect((await npmRun('remotes', ['rollback', 'blog'], site.apiUrl)).code).toBe(0);
    await expect.poll(onCanary, { timeout: LIVE_WITHIN_MS }).not.toContain(`mfe_blog@${gone}`);
  });

  test('a canary whose pages are slower for real visitors is rolled back on its vitals alone, with the figures in the history', async ({
    browser,
    site,
  }) => {
    test.setTimeout(240_000);
    const version = await releaseNewEyebrow(site.apiUrl);
    // A copy of a release (same code: it never fails), served to half the visitors.
    const slow = '1.0.0-slow-pages';
    const { onCanary } = await blogCanaryCopy(version, slow, site);

    const rolledBack = async () => {
      const { output } = await npmRun('remotes', ['list'], site.apiUrl);
      return /last change: auto-rollback .* \((p75 LCP \d+ ms against \d+ ms live .*)\)/.exec(output.split('mfe_blog:')[1] ?? '')?.[1];
    };
    /**
     * One visit to /blog on a side (bucket 0: the canary, 99: the live version), in a fresh browser:
     * the LCP its page reports (a key press ends the page's LCP, which its browser then sends). On
     * the canary's side the fixture makes the pages slower by `delayMs`: the release's
     * render-blocking stylesheet arrives that much later.
     */
    const visit = async (bucket: number, delayMs = 0) => {
      const context = await browser.newContext({ baseURL: site.url });
      await context.addCookies([{ name: 'fns_bucket', value: String(bucket), url: site.url }]);
      if (delayMs > 0)
        await context.route(`**/releases/${slow}/**/*.css`, async (route) => {
          const response = await route.fetch();
          await new Promise((resolve) => setTimeout(resolve, delayMs));
          await route.fulfill({ response });
        });
      const page = await context.newPage();
      const lcpSent = page.waitForRequest((sent) => sent.url().endsWith('/rum') && (sent.postData() ?? '').includes('"LCP"'));
      await page.goto('/blog');
      await expect(page.locator('[data-hydrated]')).toBeVisible();
      await expect
        .poll(async () => {
          await page.keyboard.press('Shift');
          return Promise.race([lcpSent.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 250))]);
        })
        .toBe(true);
      const { value } = JSON.parse((await lcpSent).postData() ?? '{}') as { value: number };
      await context.close();
      return value;
    };
    // The live version's pages as visitors get them, then the canary's made 40 % slower than that.
    const live: number[] = [];
    for (let count = 0; count < 5; count += 1) live.push(await visit(99));
    const liveP75 = [...live].sort((a, b) => a - b)[3]!;
    const delayMs = Math.round(liveP75 * 0.4);
    console.log(`[releases] live p75 LCP ${Math.round(liveP75)} ms: the canary's pages are made ${delayMs} ms (40 %) slower`);
    let reason: string | undefined;
    await expect
      .poll(
        async () => {
          await visit(0, delayMs);
          await visit(99);
          reason = await rolledBack();
          return reason;
        },
        { timeout: 120_000, intervals: [0] },
      )
      .toBeDefined();
    console.log(`[releases] canary rolled back on vitals: ${reason}`);
    await expect.poll(onCanary, { timeout: LIVE_WITHIN_MS }).not.toContain(`mfe_blog@${slow}`);
  });

  test('a canary that fails in browsers is rolled back on its own, and the history says why', async ({ browser, site }) => {
    test.setTimeout(240_000);
    const version = await registered('blog', builds.throwsInBrowsers, site.apiUrl);
    // Its server render works: the smoke render lets it through.
    const promoted = await npmRun('remotes', ['promote', 'blog', version, '--canary', '50'], site.apiUrl);
    expect(promoted.code, promoted.output).toBe(0);
    const onCanary = async () =>
      (await fetch(`${site.url}/blog`, { headers: { Cookie: 'fns_bucket=0' } })).headers.get('x-remote-versions');
    await expect.poll(onCanary, { timeout: LIVE_WITHIN_MS }).toContain(`mfe_blog@${version}`);

    const context = await browser.newContext({ baseURL: site.url });
    await context.addCookies([{ name: 'fns_bucket', value: '0', url: site.url }]);
    const page = await context.newPage();
    page.on('console', () => undefined);
    const rolledBack = async () => {
      const { output } = await npmRun('remotes', ['list'], site.apiUrl);
      return /last change: auto-rollback .* by system at .* \((\d+) of (\d+) renders failed\)/.test(output.split('mfe_blog:')[1] ?? '');
    };
    // Visitors on its side see the fallback; each page is reported, until the canary is gone.
    await expect
      .poll(
        async () => {
          await page.goto('/blog');
          return rolledBack();
        },
        { timeout: 60_000, intervals: [500] },
      )
      .toBe(true);
    await expect.poll(onCanary, { timeout: LIVE_WITHIN_MS }).not.toContain(`mfe_blog@${version}`);
    await page.goto('/blog');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Blog');
    await expect(main(page).getByText('Latest stories')).toBeVisible();
    await context.close();
  });
});
