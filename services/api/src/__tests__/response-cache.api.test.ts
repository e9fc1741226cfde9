import request from 'supertest';
import { Post } from '../modules/posts/post.model';
import { bodyOf, type PostSummary, type TaxonomyItem } from '../test-support/response-body';
import { adminAuthHeader, testApp } from '../test-support/test-app';

const { app, config } = testApp({ PUBLIC_CACHE_SECONDS: '60' });

describe('cached public reads', () => {
  let auth: string;
  beforeEach(async () => {
    auth = await adminAuthHeader(config);
    await request(app).post('/api/posts').set('Authorization', auth).send({ title: 'First', published: true });
  });

  it('answers with an ETag and 304 when the client already has the answer', async () => {
    const first = await request(app).get('/api/posts');
    expect(first.status).toBe(200);
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await request(app).get('/api/posts').set('If-None-Match', first.headers.etag!);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it('serves gzip to clients that accept it', async () => {
    const res = await request(app).get('/api/posts/featured').set('Accept-Encoding', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toContain('Accept-Encoding');
  });

  it('serves repeated reads from memory, and any write through the API clears them', async () => {
    const before = await request(app).get('/api/posts');
    // A change behind the API's back stays invisible until the entry expires...
    await Post.updateMany({}, { $set: { title: 'Changed behind the API' } });
    expect((await request(app).get('/api/posts')).body).toEqual(before.body);
    // ...while a write through the API is visible at once.
    await request(app).post('/api/posts').set('Authorization', auth).send({ title: 'Second', published: true });
    const after = await request(app).get('/api/posts');
    expect(bodyOf<PostSummary[]>(after).map((post) => post.title)).toEqual(['Second', 'Changed behind the API']);
  });

  it('keeps one entry per category, whatever the case or spacing of ?category=', async () => {
    const adapt = bodyOf<TaxonomyItem>(await request(app).post('/api/categories').set('Authorization', auth).send({ name: 'ADAPT' })).id;
    await request(app).post('/api/posts').set('Authorization', auth).send({ title: 'Adapt story', categoryId: adapt, published: true });
    const first = await request(app).get('/api/posts?category=ADAPT');
    expect(bodyOf<PostSummary[]>(first).map((post) => post.title)).toEqual(['Adapt story']);
    // Changed behind the API's back: only a request answered from the first one's entry misses it.
    await Post.updateMany({}, { $set: { title: 'Changed behind the API' } });
    for (const category of ['adapt', 'aDaPt', '%20Adapt%20']) {
      const res = await request(app).get(`/api/posts?category=${category}`);
      expect({ category, body: bodyOf(res) }).toEqual({ category, body: bodyOf(first) });
      expect(res.headers.etag).toBe(first.headers.etag);
    }
  });

  it('never caches a failed read', async () => {
    expect((await request(app).get('/api/posts?category=NOPE')).status).toBe(400);
    expect((await request(app).get('/api/posts/slug/missing')).status).toBe(404);
    // Written behind the API's back, so only a 404 that was not kept lets this be found.
    await Post.create({ _id: 999, slug: 'missing', title: 'Missing', published: true, publishAt: new Date() });
    expect((await request(app).get('/api/posts/slug/missing')).status).toBe(200);
  });
});
