import { randomUUID } from 'node:crypto';
import { startApiInstances, stopApiInstances, waitUntil, type ApiProcess } from '../test-support/api-process';
import { letter } from '../test-support/mail-content';
import { recipientsOfSubject } from '../test-support/mailpit';
import { adminAuthHeader, testConfig } from '../test-support/test-app';
import { enqueueMail } from '../modules/mail/mail-outbox';
import { OutboxMail } from '../modules/mail/outbox-mail.model';
import { PostRevision } from '../modules/posts/post-revision.model';
import { Post } from '../modules/posts/post.model';
import { RemoteState, RemoteVersion } from '../modules/releases/remote-release.model';

/*
 * The writes that must hold with several API instances on one database, raced across two real API
 * processes on the embedded FerretDB (whose update commands are atomic since its patch:
 * services/ferretdb/patches/README.md). Wait-list referral positions: referrals.process.test.ts.
 */

// Two real API processes and a thousand requests at a time: longer than Jest's default.
jest.setTimeout(120_000);

const JWT_SECRET = 'conditional-writes-test-secret-long-enough';
const SITE_SERVER_SECRET = 'a-site-server-secret-of-forty-characters';
const FORM_LIMIT = 300;
const config = testConfig({ JWT_SECRET });
let instances: ApiProcess[] = [];

beforeAll(async () => {
  instances = await startApiInstances(2, {
    JWT_SECRET,
    SITE_SERVER_SECRET,
    FORM_RATE_LIMIT_MAX: String(FORM_LIMIT),
    CANARY_MIN_RENDERS: '1000000',
    MAIL_RATE_PER_MINUTE: '10000',
  });
});

afterAll(() => stopApiInstances(instances));

/** `count` requests at once, alternating between the two instances; answers their statuses. */
async function race(count: number, request: (n: number, baseUrl: string) => Promise<Response>): Promise<number[]> {
  const answers = await Promise.all(
    Array.from({ length: count }, async (_, n) => {
      const res = await request(n, instances[n % 2]!.baseUrl);
      await res.arrayBuffer();
      return res.status;
    }),
  );
  return answers;
}
const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, s) => ({ ...counts, [s]: (counts[s] ?? 0) + 1 }), {});

describe('conditional writes across two API processes on one embedded database', () => {
  it("lets exactly one of the saves made from a post's version through: 1 000 saves of 10 posts", async () => {
    const auth = await adminAuthHeader(config);
    const ids: number[] = [];
    for (let p = 0; p < 10; p++) {
      const res = await fetch(`${instances[0]!.baseUrl}/api/posts`, {
        method: 'POST',
        headers: { Authorization: auth, 'Content-Type': 'application/json' },
        body: JSON.stringify({ title: `Raced ${p}` }),
      });
      ids.push(((await res.json()) as { id: number }).id);
    }
    const statuses = await race(1_000, (n, baseUrl) =>
      fetch(`${baseUrl}/api/posts/${ids[n % 10]}`, {
        method: 'PUT',
        headers: { Authorization: auth, 'Content-Type': 'application/json' },
        body: JSON.stringify({ title: `Save ${n}`, version: 1 }),
      }),
    );
    expect(tally(statuses)).toEqual({ 200: 10, 409: 990 });
    for (const id of ids) {
      const post = (await Post.findById(id).lean())!;
      expect(post.version).toBe(2);
      // The stored title is the winner's, and its revision is the only one after the first.
      const revisions = await PostRevision.find({ postId: id }).sort({ version: 1 }).lean();
      expect(revisions.map((revision) => [revision.version, revision.fields.title])).toEqual([
        [1, `Raced ${ids.indexOf(id)}`],
        [2, post.title],
      ]);
    }
  });

  it('counts every one of 1 000 simultaneous requests against a rate limit, and lets exactly the limit through', async () => {
    const statuses = await race(1_000, (_n, baseUrl) =>
      fetch(`${baseUrl}/api/auth/forgot-password`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'nobody@example.com' }),
      }),
    );
    expect(tally(statuses)).toEqual({ 202: FORM_LIMIT, 429: 1_000 - FORM_LIMIT });
  });

  it("loses none of 1 000 simultaneous render reports in a version's and its canary's counts (the registry's revision check)", async () => {
    const version = {
      remote: 'mfe_blog',
      version: '2.0.0-bbbb',
      manifestUrl: 'https://cdn.example/mfe-blog/2.0.0-bbbb/remote-manifest.json',
    };
    await RemoteVersion.create({ ...version, commit: '0123456789ab', builtAt: new Date(), shared: {}, registeredAt: new Date() });
    await RemoteState.create({
      remote: 'mfe_blog',
      live: { version: '1.0.0-aaaa', manifestUrl: 'https://cdn.example/mfe-blog/1.0.0-aaaa/remote-manifest.json' },
      canary: { version: version.version, manifestUrl: version.manifestUrl, percent: 10, since: new Date() },
      earlier: [],
      history: [],
      revision: 1,
    });
    const statuses = await race(1_000, (_n, baseUrl) =>
      fetch(`${baseUrl}/api/remotes/reports`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${SITE_SERVER_SECRET}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ reports: [{ remote: 'mfe_blog', version: version.version, renders: 1, failures: 0 }] }),
      }),
    );
    expect(tally(statuses)).toEqual({ 204: 1_000 });
    expect((await RemoteVersion.findOne({ version: version.version }).lean())!.renders).toBe(1_000);
    const state = (await RemoteState.findOne({ remote: 'mfe_blog' }).lean())!;
    expect({ renders: state.canary!.renders, revision: state.revision }).toEqual({ renders: 1_000, revision: 1_001 });
  });

  it("sends each of 200 queued mails once with both instances' workers taking leases", async () => {
    const subject = `Leased ${randomUUID()}`;
    const recipients = Array.from({ length: 200 }, (_, n) => `lease-${n}-${randomUUID()}@example.com`);
    for (const to of recipients) await enqueueMail({ to, content: letter(subject) });
    await waitUntil(async () => (await OutboxMail.countDocuments({ status: 'sent' })) === 200, 60_000);
    expect(await OutboxMail.countDocuments({ attempts: 1 })).toBe(200);
    const received = () => recipientsOfSubject(subject);
    await waitUntil(async () => (await received()).length >= 200, 10_000);
    expect(await received()).toEqual([...recipients].sort());
  });
});
