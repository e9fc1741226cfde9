import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../scripts/lib/ensure-install.mjs';
import { expect, main, opensFirstPost, test } from '../support/fixtures';
import { blogVariant, npmRun, releaseBlog } from '../support/releases';

const LIST_PAGE = 'src/features/blog-list/blog-list-page.tsx';
const NEW_EYEBROW = 'Founder journeys, in a new release';
/** Promote and roll back must be live on every shell within this. */
const LIVE_WITHIN_MS = 10_000;

const pageHtml = async (url: string) => (await fetch(url)).text();

/** Milliseconds from `since` until the server's /blog HTML passes `test`, polled every 100 ms. */
async function liveAfter(url: string, since: number, test: (html: string) => boolean): Promise<number> {
  await expect.poll(async () => test(await pageHtml(url)), { timeout: LIVE_WITHIN_MS, intervals: [100] }).toBe(true);
  return Date.now() - since;
}

test.describe('independent releases of a remote', () => {
  test.skip(!process.env.RELEASES_DIR, 'needs the release folders of the global setup');

  test('a changed blog is released without effect, promoted and rolled back within 10 s, while an open tab keeps navigating', async ({
    page,
    context,
    site,
  }) => {
    test.setTimeout(300_000);
    await page.goto('/blog');
    const variant = blogVariant([{ file: LIST_PAGE, from: 'eyebrow="Founder journeys"', to: `eyebrow="${NEW_EYEBROW}"` }]);
    try {
      const version = await releaseBlog(variant.dir, site.apiUrl);
      // Released, registered, and not live: visitors get what they got.
      const listed = await npmRun('remotes', ['list'], site.apiUrl);
      expect(listed.output).toContain(`released ${version}`);
      expect(listed.output).toContain('mfe_blog: live the configured deployment');
      expect(await pageHtml(`${site.url}/blog`)).not.toContain(NEW_EYEBROW);

      const promoting = Date.now();
      const promoted = await npmRun('remotes', ['promote', 'blog', version], site.apiUrl);
      expect(promoted.code, promoted.output).toBe(0);
      const promoteMs = await liveAfter(`${site.url}/blog`, promoting, (html) => html.includes(NEW_EYEBROW));
      console.log(`[releases] promote to live (server HTML): ${promoteMs} ms`);

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
      const rollbackMs = await liveAfter(`${site.url}/blog`, rollingBack, (html) => !html.includes(NEW_EYEBROW));
      console.log(`[releases] rollback to live (server HTML): ${rollbackMs} ms`);
      await fresh.reload();
      await expect(main(fresh).getByText('Founder journeys', { exact: true })).toBeVisible();

      // The open tab still navigates, back to the list.
      await page.goBack();
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Blog');

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
      expect(refused.output).toContain(
        `mfe_blog ${needsReact20} needs react ^20.0.0, but the live shell provides react ${provides.react}.`,
      );
      expect(await pageHtml(`${site.url}/blog`)).not.toContain(NEW_EYEBROW);
    } finally {
      variant.remove();
    }
  });

  test('a release whose route throws on the server is refused by the smoke render, and nothing changes', async ({ site }) => {
    test.setTimeout(240_000);
    const variant = blogVariant([
      {
        file: LIST_PAGE,
        from: '  const { featured, posts } = useLoaderData<BlogListData>();',
        to: "  throw new Error('This release breaks the blog list.');\n  const { featured, posts } = useLoaderData<BlogListData>();",
      },
    ]);
    try {
      const version = await releaseBlog(variant.dir, site.apiUrl);
      const before = await pageHtml(`${site.url}/blog`);
      const refused = await npmRun('remotes', ['promote', 'blog', version], site.apiUrl);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain(`mfe_blog ${version} failed its smoke render: /blog threw on the server`);
      expect(refused.output).toContain('This release breaks the blog list.');
      const after = await pageHtml(`${site.url}/blog`);
      expect(after).toContain('Latest stories');
      expect(/id="runtime-config">([^<]*)</.exec(after)?.[1]).toBe(/id="runtime-config">([^<]*)</.exec(before)?.[1]);
    } finally {
      variant.remove();
    }
  });
});
