import request from 'supertest';
import { adminPostCalls } from '../../../test-support/post-requests';
import { bodyOf, type MessageBody, type MovedBody, type PostDetail } from '../../../test-support/response-body';
import { adminAuthHeader, testApp } from '../../../test-support/test-app';
import { Post } from '../post.model';

const { app, config } = testApp();
let auth: string;
const posts = adminPostCalls(app, () => auth);
const bySlug = (slug: string) => request(app).get(`/api/posts/slug/${slug}`).redirects(0);

beforeEach(async () => {
  auth = await adminAuthHeader(config);
});

function expectMoved(res: request.Response, to: string) {
  expect({ status: res.status, location: res.headers.location, body: bodyOf<MovedBody>(res) }).toEqual({
    status: 301,
    location: `/api/posts/slug/${to}`,
    body: { message: 'This post has moved.', slug: to },
  });
}

describe('slug history', () => {
  it('redirects every earlier slug of a public post to its current one', async () => {
    const { id } = await posts.created({ title: 'First name', published: true });
    await posts.update(id, { slug: 'second-name' });
    await posts.update(id, { slug: 'third-name' });
    expectMoved(await bySlug('first-name'), 'third-name');
    expectMoved(await bySlug('second-name'), 'third-name');
    expect(bodyOf<PostDetail>(await bySlug('third-name')).id).toBe(id);
    // Following the redirect ends at the post.
    expect(bodyOf<PostDetail>(await request(app).get('/api/posts/slug/first-name').redirects(1)).slug).toBe('third-name');
  });

  it('does not redirect to a post the public cannot see', async () => {
    const { id } = await posts.created({ title: 'Hidden', published: true });
    await posts.update(id, { slug: 'hidden-now', published: false });
    const res = await bySlug('hidden');
    expect({ status: res.status, body: bodyOf(res) }).toEqual({ status: 404, body: { message: 'Post not found or not published.' } });
  });

  it('lets a post take back an earlier slug, which then leaves its history', async () => {
    const { id } = await posts.created({ title: 'Back and forth', published: true });
    await posts.update(id, { slug: 'elsewhere' });
    await posts.update(id, { slug: 'back-and-forth' });
    expect(await Post.findById(id, { previousSlugs: 1 }).lean()).toMatchObject({ previousSlugs: ['elsewhere'] });
    expect((await bySlug('back-and-forth')).status).toBe(200);
    expectMoved(await bySlug('elsewhere'), 'back-and-forth');
  });

  it('refuses a slug that still redirects to another post, on create and on update', async () => {
    const moved = await posts.created({ title: 'Taken', published: true });
    await posts.update(moved.id, { slug: 'taken-now' });
    const other = await posts.created({ title: 'Other' });
    const message = 'The slug "taken" still redirects to another post.';
    for (const res of [await posts.create({ title: 'New', slug: 'taken' }), await posts.update(other.id, { slug: 'Taken' })]) {
      expect({ status: res.status, message: bodyOf<MessageBody>(res).message }).toEqual({ status: 409, message });
    }
    // Once that post is deleted its old slugs are free again.
    await request(app).delete(`/api/posts/${moved.id}`).set('Authorization', auth).expect(204);
    expect(bodyOf<PostDetail>(await posts.update(other.id, { slug: 'taken' })).slug).toBe('taken');
  });

  it('skips slugs held in any history when it makes one from a title', async () => {
    const renamed = await posts.created({ title: 'Same Title' });
    await posts.update(renamed.id, { slug: 'renamed' });
    expect((await posts.created({ title: 'Same Title' })).slug).toBe('same-title-2');
    // Clearing the slug makes a new one from the title, and keeps the old one too.
    const cleared = bodyOf<PostDetail>(await posts.update(renamed.id, { slug: null, title: 'Fresh Start' }));
    expect(cleared.slug).toBe('fresh-start');
    expect(await Post.findById(renamed.id, { previousSlugs: 1 }).lean()).toMatchObject({ previousSlugs: ['same-title', 'renamed'] });
  });
});
