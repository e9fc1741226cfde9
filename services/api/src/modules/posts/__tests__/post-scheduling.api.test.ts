import request from 'supertest';
import { waitUntil } from '../../../test-support/api-process';
import { adminPostCalls } from '../../../test-support/post-requests';
import { bodyOf, type AdminPostListItem, type MessageBody, type PostDetail, type PostSummary } from '../../../test-support/response-body';
import { adminAuthHeader, testApp } from '../../../test-support/test-app';
import type { Express } from 'express';

const { app, config } = testApp();
const CACHE_SECONDS = 60;
const cached = testApp({ PUBLIC_CACHE_SECONDS: String(CACHE_SECONDS) });
let auth: string;
const posts = adminPostCalls(app, () => auth);

beforeEach(async () => {
  auth = await adminAuthHeader(config);
});

const secondsFromNow = (seconds: number) => new Date(Date.now() + seconds * 1000);
const titles = async (target: Express, path: string) => bodyOf<PostSummary[]>(await request(target).get(path)).map((post) => post.title);

/** What the public sees of a post through each read. */
async function publicView(target: Express, post: PostDetail) {
  return {
    list: (await titles(target, '/api/posts')).includes(post.title),
    featured: (await titles(target, '/api/posts/featured')).includes(post.title),
    slug: (await request(target).get(`/api/posts/slug/${post.slug}`)).status,
    id: (await request(target).get(`/api/posts/${post.id}`)).status,
  };
}
const hidden = { list: false, featured: false, slug: 404, id: 404 };
const shown = { list: true, featured: true, slug: 200, id: 200 };

describe('scheduled posts', () => {
  it('stay out of every public read until their publish time, then appear on their own', async () => {
    await posts.created({ title: 'Out already', published: true, featured: true });
    const publishAt = secondsFromNow(2);
    const scheduled = await posts.created({ title: 'Coming soon', published: true, featured: true, publishAt: publishAt.toISOString() });
    expect(scheduled.publishAt).toBe(publishAt.toISOString());

    expect(await publicView(app, scheduled)).toEqual(hidden);
    expect(await titles(app, '/api/posts')).toEqual(['Out already']);
    // Admins see it, and its status.
    expect((await posts.get(`/api/posts/${scheduled.id}`)).status).toBe(200);
    const listed = () => posts.get('/api/admin/posts').then((res) => bodyOf<AdminPostListItem[]>(res)[0]);
    expect(await listed()).toMatchObject({ title: 'Coming soon', status: 'scheduled', publishAt: publishAt.toISOString(), version: 1 });

    await waitUntil(async () => (await titles(app, '/api/posts')).includes('Coming soon'), 5_000);
    expect(Date.now()).toBeGreaterThanOrEqual(publishAt.getTime());
    expect(await publicView(app, scheduled)).toEqual(shown);
    expect(await titles(app, '/api/posts')).toEqual(['Coming soon', 'Out already']);
    expect(await listed()).toMatchObject({ status: 'published' });
  });

  it('with the response cache on, lists read before the publish time show the post from that time on', async () => {
    const cachedPosts = adminPostCalls(cached.app, () => auth);
    const publishAt = secondsFromNow(2);
    // Created through the cached app, whose cache the write clears: the reads below fill it before the time.
    const scheduled = await cachedPosts.created({
      title: 'Cached soon',
      published: true,
      featured: true,
      publishAt: publishAt.toISOString(),
    });
    expect(await publicView(cached.app, scheduled)).toEqual(hidden);

    await waitUntil(async () => (await titles(cached.app, '/api/posts')).includes('Cached soon'), 5_000);
    // Within the cache's time limit of the publish time (in fact at it: the lists expire then).
    expect(Date.now() - publishAt.getTime()).toBeLessThan(CACHE_SECONDS * 1000);
    expect(await publicView(cached.app, scheduled)).toEqual(shown);
  });

  it('lists drafts, scheduled and published posts by status for admins', async () => {
    await posts.created({ title: 'Draft' });
    await posts.created({ title: 'Later', published: true, publishAt: secondsFromNow(3600).toISOString() });
    await posts.created({ title: 'Earlier', published: true, publishAt: '2020-01-01T00:00:00Z' });
    const items = bodyOf<AdminPostListItem[]>(await posts.get('/api/admin/posts'));
    expect(items.map((post) => [post.title, post.status])).toEqual([
      ['Earlier', 'published'],
      ['Later', 'scheduled'],
      ['Draft', 'draft'],
    ]);
    expect(items[0]!.publishAt).toBe('2020-01-01T00:00:00.000Z');
    expect(items[2]!.publishAt).toBeNull();
  });
});

describe('publishAt', () => {
  it('is set when a post is first published unless given, and kept when it is unpublished', async () => {
    const draft = await posts.created({ title: 'Draft' });
    expect(draft.publishAt).toBeNull();
    const before = Date.now();
    const published = bodyOf<PostDetail>(await posts.update(draft.id, { published: true }));
    expect(Date.parse(published.publishAt!)).toBeGreaterThanOrEqual(before - 1000);
    const unpublished = bodyOf<PostDetail>(await posts.update(draft.id, { published: false }));
    expect(unpublished.publishAt).toBe(published.publishAt);
    // A time sent with the first publication is kept; null asks for "now" again.
    const planned = await posts.created({ title: 'Planned', publishAt: '2031-05-01T09:00:00+02:00' });
    expect(planned.publishAt).toBe('2031-05-01T07:00:00.000Z');
    expect(bodyOf<PostDetail>(await posts.update(planned.id, { published: true })).publishAt).toBe('2031-05-01T07:00:00.000Z');
    const now = bodyOf<PostDetail>(await posts.update(planned.id, { publishAt: null }));
    expect(Date.parse(now.publishAt!)).toBeLessThanOrEqual(Date.now());
    expect((await request(app).get(`/api/posts/${planned.id}`)).status).toBe(200);
  });

  it('must be an ISO 8601 date and time with a time zone, or null', async () => {
    const message = 'Publish time must be an ISO 8601 date and time, like 2026-05-01T09:00:00Z.';
    const { id } = await posts.created({ title: 'T' });
    for (const publishAt of ['tomorrow', '2026-05-01', '2026-05-01T09:00:00', '2026-02-30T09:00:00Z', '', 1_777_000_000_000, true, {}]) {
      for (const res of [await posts.create({ title: 'T', publishAt }), await posts.update(id, { publishAt })]) {
        expect({ publishAt, status: res.status, message: bodyOf<MessageBody>(res).message }).toEqual({ publishAt, status: 400, message });
      }
    }
  });
});
