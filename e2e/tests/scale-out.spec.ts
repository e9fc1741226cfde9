import { startApi, startShell } from '../../scripts/lib/stack.mjs';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { adminToken, E2E_ADMIN, uniqueSuffix } from '../support/admin-session';
import { expect, test, uniqueEmail } from '../support/fixtures';

const CACHE_SECONDS = 3;

/**
 * Issue 17's scale-out proof: a second API instance and a second shell server on the same
 * database as the site, and requests dealt to the two in turn, as a round-robin balancer would.
 */
test.describe('two API instances and two shell servers on one database', () => {
  let second: { shellUrl: string; apiUrl: string; stop: () => Promise<void> };

  test.beforeAll(async () => {
    const origins = JSON.parse(process.env.E2E_REMOTE_ORIGINS ?? 'null') as Record<'marketing' | 'blog' | 'admin', string> | null;
    test.skip(!origins || !process.env.E2E_MONGODB_URI, 'needs the stack of the global setup');
    const quiet = !process.env.E2E_VERBOSE;
    const [apiPort, shellPort] = [await freePort(), await freePort()];
    const api = await startApi({
      port: apiPort,
      quiet,
      env: {
        MONGODB_URI: process.env.E2E_MONGODB_URI!,
        DB_NAME: process.env.E2E_DB_NAME ?? 'fns_e2e',
        JWT_SECRET: 'e2e-jwt-secret-that-is-long-enough-for-hs256',
        ADMIN_USERNAME: E2E_ADMIN.username,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        FORM_RATE_LIMIT_MAX: '1000',
        PUBLIC_CACHE_SECONDS: String(CACHE_SECONDS),
        LOG_LEVEL: 'warn',
      },
    });
    const shell = await startShell({
      port: shellPort,
      apiPort,
      remoteOrigins: origins!,
      env: { PUBLIC_CACHE_SECONDS: String(CACHE_SECONDS) },
      quiet,
    });
    second = {
      shellUrl: `http://127.0.0.1:${shellPort}`,
      apiUrl: `http://127.0.0.1:${apiPort}`,
      stop: async () => {
        await shell.stop();
        await api.stop();
      },
    };
  });

  test.afterAll(async () => second?.stop());

  test('the login budget is one: failures counted by either instance block the account at both, and only from that address', async ({
    request,
    site,
  }) => {
    const apis = [site.apiUrl, second.apiUrl];
    const attacker = '198.51.100.23';
    // The instances trust their loopback proxy's X-Forwarded-For: these calls come "from" other addresses.
    const login = (api: string, from: string, password: string, username = E2E_ADMIN.username) =>
      request.post(`${api}/api/auth/login`, { headers: { 'X-Forwarded-For': from }, data: { username, password } });

    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++)
      statuses.push((await login(apis[attempt % 2]!, attacker, `wrong-${uniqueSuffix()}`)).status());
    console.log(`[scale-out] 11 wrong passwords dealt to two instances: ${statuses.join(' ')}`);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    // Blocked at both instances, the right password included.
    for (const api of apis) expect((await login(api, attacker, E2E_ADMIN.password)).status()).toBe(429);
    // The administrator, from another address, signs in through either instance while the attack runs.
    for (const api of apis) expect((await login(api, '203.0.113.7', E2E_ADMIN.password)).status()).toBe(200);
  });

  test('a post published through one instance is public through the other within twice PUBLIC_CACHE_SECONDS (its API cache, then its page cache)', async ({
    request,
    site,
  }) => {
    const token = await adminToken(request, site.apiUrl);
    await request.get(`${second.shellUrl}/blog`);
    const created = await request.post(`${site.url}/api/posts`, {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        title: `Across instances ${uniqueSuffix()}`,
        content: '<p>Published through one instance.</p>',
        published: true,
        featured: false,
        categoryId: null,
      },
    });
    const writtenAt = Date.now();
    const { id, title } = (await created.json()) as { id: number; title: string };
    try {
      await expect
        .poll(async () => (await request.get(`${second.shellUrl}/blog`)).text(), {
          timeout: 2 * CACHE_SECONDS * 1000 + 2_000,
          intervals: [250],
        })
        .toContain(title);
      console.log(
        `[scale-out] the other shell and API rendered the post ${Date.now() - writtenAt} ms after it was published (PUBLIC_CACHE_SECONDS=${CACHE_SECONDS})`,
      );
    } finally {
      await request.delete(`${site.url}/api/posts/${id}`, { headers: { Authorization: `Bearer ${token}` } });
    }
  });

  test('the same sign-up sent through both shells at once is stored once', async ({ request, site, db }) => {
    const email = uniqueEmail('both-instances');
    const signUp = (shell: string) => request.post(`${shell}/api/waitlist`, { data: { fullName: 'Twin Founder', email, company: '' } });
    const answers = await Promise.all([signUp(site.url), signUp(second.shellUrl), signUp(site.url), signUp(second.shellUrl)]);
    expect(answers.map((answer) => answer.status())).toEqual([201, 201, 201, 201]);
    expect(await db.collection('waitlist_entries').countDocuments({ email })).toBe(1);
  });
});
