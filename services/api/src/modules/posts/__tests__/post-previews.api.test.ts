import request from 'supertest';
import { adminPostCalls } from '../../../test-support/post-requests';
import { bodyOf, type MessageBody, type PostDetail, type PreviewedPost, type PreviewLink } from '../../../test-support/response-body';
import { adminAuthHeader, testApp } from '../../../test-support/test-app';
import { PostPreview } from '../post-preview.model';
import { signPreviewToken } from '../preview-token';

const { app, config } = testApp();
const cached = testApp({ PUBLIC_CACHE_SECONDS: '60' });
let auth: string;
const posts = adminPostCalls(app, () => auth);
const NOT_FOUND = { message: 'Post not found or not published.' };

beforeEach(async () => {
  auth = await adminAuthHeader(config);
});

async function previewOf(id: number, changes?: object) {
  const res = await posts.post(`/api/admin/posts/${id}/preview`, changes);
  expect(res.status).toBe(201);
  const link = bodyOf<PreviewLink>(res);
  const [, slug, token] = /^\/blog\/([a-z0-9-]+)\?preview=([\w.-]+)$/.exec(link.url)!;
  return { ...link, slug: slug!, token: token! };
}
const readPreview = (slug: string, token: string, target = app) => request(target).get(`/api/posts/slug/${slug}?preview=${token}`);

function expectRefused(res: request.Response) {
  expect({ status: res.status, body: bodyOf(res) }).toEqual({ status: 404, body: NOT_FOUND });
  expect(res.headers['cache-control']).toBe('private, no-store');
}

describe('post previews', () => {
  it('show a draft to whoever has the link, never cached and never indexed', async () => {
    const draft = await posts.created({ title: 'Secret draft', content: '<p>Soon</p>' });
    const before = Date.now();
    const preview = await previewOf(draft.id);
    expect(preview.slug).toBe('secret-draft');
    expect(Date.parse(preview.expiresAt) - before).toBeGreaterThanOrEqual(config.previewTtlSeconds * 1000 - 1000);

    const res = await readPreview(preview.slug, preview.token);
    expect(res.status).toBe(200);
    expect(bodyOf<PreviewedPost>(res)).toMatchObject({ id: draft.id, title: 'Secret draft', published: false, preview: true });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expectRefused(await readPreview(preview.slug, ''));
    expect((await request(app).get('/api/posts/slug/secret-draft')).status).toBe(404);
  });

  it('show unsaved changes, validated and sanitized like a save, at the post slug or the unsaved one', async () => {
    const post = await posts.created({ title: 'Saved title', published: true, publishAt: '2040-01-01T00:00:00Z' });
    const preview = await previewOf(post.id, { title: 'Unsaved title', content: '<p>New<script>x()</script></p>', slug: 'Unsaved-Slug' });
    expect(preview.slug).toBe('unsaved-slug');
    for (const slug of ['unsaved-slug', 'saved-title']) {
      expect(bodyOf<PreviewedPost>(await readPreview(slug, preview.token))).toMatchObject({
        title: 'Unsaved title',
        content: '<p>New</p>',
        slug: 'unsaved-slug',
        preview: true,
      });
    }
    expectRefused(await readPreview('another-slug', preview.token));
    // Nothing was saved.
    expect(bodyOf<PostDetail>(await posts.get(`/api/posts/${post.id}`))).toMatchObject({ title: 'Saved title', version: 1 });

    const invalid = await posts.post(`/api/admin/posts/${post.id}/preview`, { publishAt: 'soon' });
    expect({ status: invalid.status, message: bodyOf<MessageBody>(invalid).message }).toEqual({
      status: 400,
      message: 'Publish time must be an ISO 8601 date and time, like 2026-05-01T09:00:00Z.',
    });
    expect((await posts.post(`/api/admin/posts/${post.id}/preview`, { categoryId: 999 })).status).toBe(400);
    expect((await posts.post('/api/admin/posts/999/preview')).status).toBe(404);
  });

  it('refuse an expired, altered or withdrawn token, or one of another post, as an unknown slug', async () => {
    const post = await posts.created({ title: 'Previewed' });
    const other = await posts.created({ title: 'Other post', published: true });
    const preview = await previewOf(post.id);
    const stored = await PostPreview.findOne({ postId: post.id }).lean();
    const claims = { postId: post.id, previewId: String(stored!._id) };

    expectRefused(await readPreview('previewed', signPreviewToken(config, claims, new Date(Date.now() - 1000))));
    const altered = `${preview.token.slice(0, -2)}${preview.token.endsWith('A') ? 'BB' : 'AA'}`;
    expectRefused(await readPreview('previewed', altered));
    expectRefused(await readPreview('previewed', signPreviewToken(config, { ...claims, postId: other.id }, new Date(Date.now() + 60_000))));
    expectRefused(await readPreview('other-post', preview.token));

    // The stored preview decides too: expired by its own time, or deleted with its post.
    await PostPreview.updateOne({ _id: stored!._id }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    expectRefused(await readPreview('previewed', preview.token));
    const fresh = await previewOf(post.id);
    expect(await PostPreview.countDocuments()).toBe(1); // the expired one went when this one came
    await request(app).delete(`/api/posts/${post.id}`).set('Authorization', auth).expect(204);
    expectRefused(await readPreview('previewed', fresh.token));
  });

  it('keep admin and preview tokens apart', async () => {
    const post = await posts.created({ title: 'Two keys' });
    const preview = await previewOf(post.id);
    expectRefused(await readPreview('two-keys', auth.replace('Bearer ', '')));
    const asAdmin = await request(app).get('/api/admin/posts').set('Authorization', `Bearer ${preview.token}`);
    expect({ status: asAdmin.status, body: bodyOf(asAdmin) }).toEqual({
      status: 401,
      body: { message: 'Invalid authentication token. Please log in again.' },
    });
    expect((await request(app).post(`/api/admin/posts/${post.id}/preview`)).status).toBe(401);
  });

  it('bypass the public response cache both ways', async () => {
    const cachedPosts = adminPostCalls(cached.app, () => auth);
    const post = await cachedPosts.created({ title: 'Public title', published: true });
    const preview = await previewOf(post.id, { title: 'Preview title' });
    const previewed = () => readPreview('public-title', preview.token, cached.app).then((res) => bodyOf<PreviewedPost>(res).title);
    const publicTitle = () =>
      request(cached.app)
        .get('/api/posts/slug/public-title')
        .then((res) => bodyOf<PreviewedPost>(res));
    // A preview read first is not kept for the public...
    expect(await previewed()).toBe('Preview title');
    expect(await publicTitle()).toEqual(expect.objectContaining({ title: 'Public title' }));
    expect(await publicTitle()).not.toHaveProperty('preview');
    // ...and a public answer kept since is not what a preview gets.
    expect(await previewed()).toBe('Preview title');
  });
});
