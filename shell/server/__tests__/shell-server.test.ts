/** @jest-environment node */
import { rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createShellServer, type ShellServerOptions } from '../app';
import { loadShellConfig } from '../config';
import type { PreviewPin } from '@fns/contracts';
import { integrityOf, releasePreviewTokens, type ShortPath } from '@fns/server-kit';
import { liveRemote } from '../test-support/live-remote';
import { get, NO_REMOTES, SITE_SERVER_SECRET, SOURCE_MAP, writeBuild } from '../test-support/shell-build';

describe("the shell's server", () => {
  let dir: string;
  let api: http.Server;
  const running: Array<{ server: http.Server; close: () => Promise<void> }> = [];
  /** Each started server's short path, by its origin. */
  const shortPaths = new Map<string, ShortPath>();

  beforeAll(async () => {
    dir = writeBuild();
    // The API's published posts, which the sitemap and the feed list.
    api = http.createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end('[]'));
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterAll(async () => {
    for (const { server, close } of running) {
      await close();
      await new Promise((resolve) => server.close(resolve));
    }
    await new Promise((resolve) => api.close(resolve));
    rmSync(dir, { recursive: true, force: true });
    jest.restoreAllMocks();
  });

  async function start(options: Partial<ShellServerOptions> = {}): Promise<string> {
    const shell = await createShellServer({
      // The configuration's defaults (no variable set), as a deployment starts from.
      ...loadShellConfig({ REMOTE_POLL_MS: '60000', SITE_SERVER_SECRET }),
      distDir: dir,
      apiUrl: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
      remoteManifests: NO_REMOTES,
      ...options,
    });
    // As index.ts serves it: kept pages first, then the app.
    const server = http.createServer(shell.shortPath.first(shell.app)).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    running.push({ server, close: shell.close });
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    shortPaths.set(origin, shell.shortPath);
    return origin;
  }

  describe('without PUBLIC_SITE_URL (development)', () => {
    let origin: string;
    beforeAll(async () => {
      origin = await start();
    });

    it("renders each page for the request's own host, and neither keeps it nor lets shared caches keep it", async () => {
      for (const host of ['founders.example', 'attacker.example', 'founders.example']) {
        const page = await get(origin, '/blog', { Host: host });
        expect(page.status).toBe(200);
        expect(page.body).toContain(`<link rel="canonical" href="http://${host}/blog"`);
        expect(page.headers['cache-control']).toBe('private, no-store');
      }
    });

    it('sends the sitemap, the feed and robots.txt naming that host for that requester only', async () => {
      for (const file of ['/sitemap.xml', '/rss.xml', '/robots.txt']) {
        const answer = await get(origin, file, { Host: 'attacker.example' });
        expect({ file, status: answer.status, cacheControl: answer.headers['cache-control'] }).toEqual({
          file,
          status: 200,
          cacheControl: 'private, no-store',
        });
        expect(answer.body).toContain('http://attacker.example/');
      }
    });
  });

  describe('with PUBLIC_SITE_URL', () => {
    let origin: string;
    beforeAll(async () => {
      origin = await start({ siteUrl: 'https://foundersneversolo.com' });
    });

    it('names the site whatever Host a request carries, so pages and feeds may be shared', async () => {
      const page = await get(origin, '/blog', { Host: 'attacker.example' });
      expect(page.body).toContain('<link rel="canonical" href="https://foundersneversolo.com/blog"');
      expect(page.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=10,/);
      // The same page, kept: the next request is answered from memory.
      expect((await get(origin, '/blog', { Host: 'elsewhere.example' })).headers.etag).toEqual(expect.any(String));

      const robots = await get(origin, '/robots.txt', { Host: 'attacker.example' });
      expect(robots.body).toBe('User-agent: *\nAllow: /\nSitemap: https://foundersneversolo.com/sitemap.xml\n');
      expect(robots.headers['cache-control']).toBe('public, max-age=300');
      expect((await get(origin, '/sitemap.xml')).body).toContain('<loc>https://foundersneversolo.com/blog</loc>');
    });
  });

  describe('kept pages on the short path', () => {
    let origin: string;
    beforeAll(async () => {
      origin = await start({ siteUrl: 'https://foundersneversolo.com' });
    });
    /** The headers that must match: all but those made for each response. */
    const comparable = ({ date: _date, 'x-request-id': requestId, ...rest }: http.IncomingHttpHeaders) => {
      expect(requestId).toMatch(/^[\w.-]+$/);
      return rest;
    };

    for (const [kind, address, headers] of [
      ['gzip', '/features', { 'Accept-Encoding': 'gzip, deflate, br' }],
      ['no encoding', '/help', {}],
      ['a made-up query parameter', '/faqs?utm_source=mail', { 'Accept-Encoding': 'gzip' }],
    ] as const)
      it(`sends a kept page (${kind}) with exactly the headers and bytes the app sent it with, and a 304 likewise`, async () => {
        const shortPath = shortPaths.get(origin)!;
        await get(origin, address, headers); // rendered and kept
        const answered = shortPath.answered;
        const long = await get(origin, address, headers); // sent from the cache by the app
        const short = await get(origin, address, headers);
        expect(shortPath.answered).toBe(answered + 1);
        expect(short.status).toBe(long.status);
        expect(comparable(short.headers)).toEqual(comparable(long.headers));
        expect(short.body).toBe(long.body);
        expect(short.headers['content-security-policy']).toContain("script-src 'sha256-");
        const revalidating = { ...headers, 'If-None-Match': long.headers.etag! };
        const long304 = await get(origin, address, revalidating);
        const short304 = await get(origin, address, revalidating);
        expect([long304.status, short304.status, shortPath.answered]).toEqual([304, 304, answered + 2]);
        expect(comparable(short304.headers)).toEqual(comparable(long304.headers));
      });

    it('sends a public API read the proxy keeps with exactly the headers and bytes the app sent it with', async () => {
      const shortPath = shortPaths.get(origin)!;
      const headers = { 'Accept-Encoding': 'gzip', Origin: 'https://foundersneversolo.com' };
      const answered = shortPath.answered;
      const long = await get(origin, '/api/posts?category=Build', headers); // fetched from the API, kept and sent by the app
      const short = await get(origin, '/api/posts?category=Build', headers);
      expect(shortPath.answered).toBe(answered + 1);
      expect([short.status, short.body]).toEqual([long.status, long.body]);
      expect(comparable(short.headers)).toEqual(comparable(long.headers));
      expect(short.headers['cache-control']).toBe('no-cache');
    });

    it('leaves a release preview and a reload to the app', async () => {
      const shortPath = shortPaths.get(origin)!;
      for (let index = 0; index < 3; index += 1) await get(origin, '/about');
      const answered = shortPath.answered;
      await get(origin, '/about', { Cookie: 'fns_release_preview=x' });
      await get(origin, '/about', { 'Cache-Control': 'max-age=0' });
      expect(shortPath.answered).toBe(answered);
    });
  });

  it('refuses to start in production without PUBLIC_SITE_URL, naming the variable', async () => {
    await expect(start({ production: true })).rejects.toThrow(/^PUBLIC_SITE_URL is required when NODE_ENV=production/);
    await expect(start({ production: true, siteUrl: 'https://foundersneversolo.com' })).resolves.toEqual(expect.any(String));
  });

  it('refuses to start in production with a remote fetched over plain http, except on this machine', async () => {
    const remotes = { ...NO_REMOTES, mfe_blog: 'http://blog.example/remote-manifest.json' };
    const production = { production: true, siteUrl: 'https://foundersneversolo.com' };
    await expect(start({ ...production, remoteManifests: remotes })).rejects.toThrow(
      "mfe_blog's manifest must be served over https when NODE_ENV=production (it is http://blog.example/remote-manifest.json).",
    );
    // NO_REMOTES are on 127.0.0.1: a production build tried locally.
    await expect(start(production)).resolves.toEqual(expect.any(String));
  });

  it("sends a strict CSP that trusts the boot loader by its hash, and takes the browsers' violation reports", async () => {
    const origin = await start({ siteUrl: 'https://foundersneversolo.com' });
    const page = await get(origin, '/');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'sha256-[A-Za-z0-9+/]{43}=' 'strict-dynamic' https: 'unsafe-inline';/);
    expect(csp).toContain('report-uri /csp-reports;report-to csp');
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    // Inline event handlers (onerror="…" in injected markup) never run.
    expect(csp).toContain("script-src-attr 'none'");
    expect(page.headers['reporting-endpoints']).toBe('csp="/csp-reports"');

    const report = (type: string, body: unknown) =>
      fetch(`${origin}/csp-reports`, { method: 'POST', headers: { 'Content-Type': type }, body: JSON.stringify(body) });
    const violation = {
      documentURL: 'https://foundersneversolo.com/blog?token=x',
      blockedURL: 'inline',
      effectiveDirective: 'script-src-elem',
    };
    expect((await report('application/reports+json', [{ type: 'csp-violation', body: violation }])).status).toBe(204);
    expect(
      (
        await report('application/csp-report', {
          'csp-report': {
            'document-uri': 'https://foundersneversolo.com/',
            'blocked-uri': 'https://evil.example/x.js?k=1',
            'violated-directive': 'script-src',
          },
        })
      ).status,
    ).toBe(204);
    const junk = await report('application/json', { hello: 'world' });
    expect({ status: junk.status, body: (await junk.json()) as unknown }).toEqual({
      status: 400,
      body: { message: 'The body is not a CSP violation report.' },
    });
  });

  it('runs release checks for the site servers only (their shared secret), and only for a release named properly', async () => {
    const origin = await start();
    const check = (body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${origin}/release-checks`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    const release = {
      remote: 'mfe_blog',
      version: '1.0.0',
      manifestUrl: 'http://127.0.0.1:9/remote-manifest.json',
      integrity: `sha256-${'A'.repeat(43)}=`,
    };
    for (const headers of [
      {} as Record<string, string>,
      { Authorization: 'Bearer an-admin-token' },
      { Authorization: `Bearer ${SITE_SERVER_SECRET}x` },
    ]) {
      const refused = await check(release, headers);
      expect({ status: refused.status, body: (await refused.json()) as unknown }).toEqual({
        status: 401,
        body: { message: 'Authentication required.' },
      });
    }
    const unnamed = await check({ ...release, remote: 'mfe_shop' }, { Authorization: `Bearer ${SITE_SERVER_SECRET}` });
    expect({ status: unnamed.status, body: (await unnamed.json()) as unknown }).toEqual({
      status: 400,
      body: {
        message:
          'Name a registered release: { "remote": "mfe_blog", "version": "…", "manifestUrl": "https://…", "integrity": "sha256-…" }.',
      },
    });
    const unreadable = await check(release, { Authorization: `Bearer ${SITE_SERVER_SECRET}` });
    expect(unreadable.status).toBe(409);
    expect(((await unreadable.json()) as { message: string }).message).toMatch(/^mfe_blog 1\.0\.0: its manifest could not be read/);

    const off = await start({ siteServerSecret: undefined });
    const unset = await fetch(`${off}/release-checks`, { method: 'POST', headers: { Authorization: `Bearer ${SITE_SERVER_SECRET}` } });
    expect({ status: unset.status, body: (await unset.json()) as unknown }).toEqual({
      status: 503,
      body: { message: 'Release checks are off here: SITE_SERVER_SECRET is not set.' },
    });
  });

  describe('release previews', () => {
    const VERSION = '1.1.0-preview';
    let host: http.Server;
    let manifestUrl: string;
    let manifestBytes: string;
    let origin: string;
    const tokens = releasePreviewTokens(SITE_SERVER_SECRET);
    /** A link's token for the release on the host, as the API signs it. */
    const linkToken = (edit: Partial<PreviewPin> = {}, expiresAt = new Date(Date.now() + 60_000)) =>
      tokens.sign([{ remote: 'mfe_blog', version: VERSION, manifestUrl, integrity: integrityOf(manifestBytes), ...edit }], expiresAt);
    const open = (token: string, to = '/blog') =>
      get(origin, `/release-preview?token=${encodeURIComponent(token)}&to=${encodeURIComponent(to)}`);
    const pinnedOn = (body: string) => /<meta name="pinned" content="([^"]*)" data-reports="(\w+)">/.exec(body)?.slice(1);

    beforeAll(async () => {
      // A static host with the release on it.
      host = http.createServer((req, res) =>
        req.url === `/mfe_blog/${VERSION}/remote-manifest.json` ? res.end(manifestBytes) : res.writeHead(404).end(),
      );
      await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
      const hostOrigin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
      manifestUrl = `${hostOrigin}/mfe_blog/${VERSION}/remote-manifest.json`;
      manifestBytes = JSON.stringify(liveRemote('mfe_blog', VERSION).manifest);
      origin = await start({ siteUrl: 'https://foundersneversolo.com' });
    });
    afterAll(() => new Promise((resolve) => host.close(resolve)));

    it("pins the link's versions in the browser that opens it: its pages are rendered with them for it alone", async () => {
      const opened = await open(linkToken());
      expect({ status: opened.status, location: opened.headers.location }).toEqual({ status: 303, location: '/blog' });
      const [cookie] = opened.headers['set-cookie'] ?? [];
      expect(cookie).toMatch(/^fns_release_preview=[\w.-]+; Path=\/; Expires=.+; HttpOnly; SameSite=Lax$/);

      const pinned = await get(origin, '/blog', { Cookie: cookie!.split(';')[0]! });
      expect(pinned.status).toBe(200);
      // The banner names the pinned version; the page reports to no one, is kept by no cache and counted for no release.
      expect(pinnedOn(pinned.body)).toEqual([`mfe_blog,${VERSION}`, 'false']);
      expect(pinned.headers['cache-control']).toBe('private, no-store');
      expect(pinned.headers['x-robots-tag']).toBe('noindex');
      expect(pinned.headers['x-remote-versions']).toBe(`mfe_blog@${VERSION}`);
      expect(pinned.headers['content-security-policy']).toContain(new URL(manifestUrl).origin);

      // Another browser gets the live page, which caches may keep.
      const live = await get(origin, '/blog');
      expect(pinnedOn(live.body)).toEqual(['', 'true']);
      expect(live.headers['cache-control']).toMatch(/^public,/);
      expect(live.headers['content-security-policy']).not.toContain(new URL(manifestUrl).origin);

      const left = await new Promise<http.IncomingMessage>((resolve, reject) =>
        http
          .request(
            `${origin}/release-preview/leave`,
            { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } },
            resolve,
          )
          .on('error', reject)
          .end('to=%2Fblog%3Fpage%3D2'),
      );
      expect({ status: left.statusCode, location: left.headers.location }).toEqual({ status: 303, location: '/blog?page=2' });
      expect(left.headers['set-cookie']?.[0]).toMatch(/^fns_release_preview=; Path=\/; Expires=Thu, 01 Jan 1970/);
    });

    it('refuses a tampered, foreign, expired or unloadable link with a page that says so', async () => {
      const token = linkToken();
      const cases: Array<[string, number, string]> = [
        [`${token.slice(0, -2)}xx`, 400, 'This preview link is not valid'],
        [
          releasePreviewTokens(`${SITE_SERVER_SECRET}-elsewhere`).sign([], new Date(Date.now() + 60_000)),
          400,
          'This preview link is not valid',
        ],
        [linkToken({}, new Date(Date.now() - 1)), 410, 'This preview link has expired'],
        [linkToken({ integrity: integrityOf('other bytes') }), 502, 'This release cannot be previewed'],
      ];
      for (const [given, status, title] of cases) {
        const refused = await open(given);
        expect({ status: refused.status, cookie: refused.headers['set-cookie'], title: /<h1>(.*)<\/h1>/.exec(refused.body)?.[1] }).toEqual({
          status,
          cookie: undefined,
          title,
        });
      }
      // A link never leads off the site.
      const opened = await open(token, '//evil.example/');
      expect(opened.headers.location).toBe('/');
    });

    it('ends a preview whose link has expired since: the page is the live one, and the cookie goes', async () => {
      const expired = linkToken({}, new Date(Date.now() - 1));
      const page = await get(origin, '/blog', { Cookie: `fns_release_preview=${expired}` });
      expect(pinnedOn(page.body)).toEqual(['', 'true']);
      expect(page.headers['set-cookie']?.[0]).toMatch(/^fns_release_preview=;/);
    });
  });

  it('serves source maps only with SERVE_SOURCE_MAPS=true', async () => {
    const mapsOff = await start();
    expect((await get(mapsOff, '/main.0123456789.js')).status).toBe(200);
    const map = await get(mapsOff, '/main.0123456789.js.map');
    expect(map.status).toBe(404);
    expect(map.body).not.toContain('secret-sauce');
    // Written with an encoded dot, it is still not the map.
    expect((await get(mapsOff, '/main.0123456789.js%2Emap')).body).not.toContain('secret-sauce');

    const mapsOn = await start({ serveSourceMaps: true });
    expect(await get(mapsOn, '/main.0123456789.js.map')).toMatchObject({ status: 200, body: SOURCE_MAP });
  });

  it('answers a malformed URL with a plain 400, not as an unavailable page', async () => {
    const origin = await start({ siteUrl: 'https://foundersneversolo.com' });
    for (const url of ['/%E0%A4%A', '/blog/%zz', '/main.0123456789.js%']) {
      const answer = await get(origin, url);
      expect({ url, status: answer.status, type: answer.headers['content-type'], body: answer.body }).toEqual({
        url,
        status: 400,
        type: 'text/plain; charset=utf-8',
        body: 'Bad Request',
      });
    }
  });
});
