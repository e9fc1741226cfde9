import request from 'supertest';
import { adminPostCalls } from '../../../test-support/post-requests';
import {
  bodyOf,
  type MessageBody,
  type PostDetail,
  type PostRevision as RevisionBody,
  type PostRevisionEntry,
  type TaxonomyItem,
} from '../../../test-support/response-body';
import { adminAuthHeader, TEST_ADMIN, testApp } from '../../../test-support/test-app';
import { PostRevision } from '../post-revision.model';
import { REVISIONS_KEPT } from '../post-revision.service';
import { updatePost } from '../post-write.service';
import { EDITABLE_FIELD_NAMES } from '../post.model';

const { app, config } = testApp();
let auth: string;
const posts = adminPostCalls(app, () => auth);
const revisionsOf = async (id: number) => bodyOf<PostRevisionEntry[]>(await posts.get(`/api/admin/posts/${id}/revisions`));

beforeEach(async () => {
  auth = await adminAuthHeader(config);
});

describe('post revisions', () => {
  it('records every create and update with who saved it, newest first, with every field saved', async () => {
    const category = bodyOf<TaxonomyItem>(await posts.post('/api/categories', { name: 'FACE' }));
    const created = await posts.created({
      title: 'First draft',
      content: '<p>One<script>x()</script></p>',
      categoryId: category.id,
      image: '/api/media/a.jpg',
      publishAt: '2030-01-01T00:00:00Z',
    });
    await posts.update(created.id, { title: 'Second draft', slug: 'second', published: true, featured: true });

    const revisions = await revisionsOf(created.id);
    expect(revisions.map(({ version, savedBy }) => ({ version, savedBy }))).toEqual([
      { version: 2, savedBy: TEST_ADMIN.username },
      { version: 1, savedBy: TEST_ADMIN.username },
    ]);
    expect(Date.parse(revisions[0]!.savedAt)).toBeGreaterThanOrEqual(Date.parse(revisions[1]!.savedAt));

    const first = await posts.get(`/api/admin/posts/${created.id}/revisions/${revisions[1]!.id}`);
    expect(first.status).toBe(200);
    const { post, ...entry } = bodyOf<RevisionBody>(first);
    expect(entry).toEqual(revisions[1]);
    // Every editable field, as that save stored it.
    expect(Object.keys(post).sort()).toEqual([...EDITABLE_FIELD_NAMES].sort());
    expect(post).toMatchObject({
      slug: 'first-draft',
      title: 'First draft',
      content: '<p>One</p>',
      vision: null,
      image: '/api/media/a.jpg',
      categoryId: category.id,
      featured: false,
      published: false,
      publishAt: '2030-01-01T00:00:00.000Z',
    });
  });

  it(`keeps the newest ${REVISIONS_KEPT} of a post`, async () => {
    const { id } = await posts.created({ title: 'Busy' });
    for (let save = 2; save <= REVISIONS_KEPT + 5; save++) await updatePost(id, { vision: `save ${save}` }, { username: 'editor' });
    const revisions = await revisionsOf(id);
    expect(revisions).toHaveLength(REVISIONS_KEPT);
    expect([revisions[0]!.version, revisions.at(-1)!.version]).toEqual([REVISIONS_KEPT + 5, 6]);
    expect(revisions[0]!.savedBy).toBe('editor');
  });

  it('restores a revision as a new save, recorded as a revision of its own', async () => {
    const { id } = await posts.created({ title: 'Original', vision: 'kept', slug: 'original' });
    await posts.update(id, { title: 'Rewritten', vision: null, slug: 'rewritten' });
    const [, original] = await revisionsOf(id);

    const res = await posts.post(`/api/admin/posts/${id}/revisions/${original!.id}/restore`, { version: 2 });
    expect(res.status).toBe(200);
    expect(bodyOf<PostDetail>(res)).toMatchObject({ title: 'Original', vision: 'kept', slug: 'original', version: 3 });
    const revisions = await revisionsOf(id);
    expect(revisions.map((revision) => revision.version)).toEqual([3, 2, 1]);
    expect(bodyOf<RevisionBody>(await posts.get(`/api/admin/posts/${id}/revisions/${revisions[0]!.id}`)).post.title).toBe('Original');
    // Without a body it restores all the same; with a stale version it is refused and changes nothing.
    expect((await posts.post(`/api/admin/posts/${id}/revisions/${revisions[1]!.id}/restore`)).status).toBe(200);
    const stale = await posts.post(`/api/admin/posts/${id}/revisions/${original!.id}/restore`, { version: 2 });
    expect(stale.status).toBe(409);
    expect(bodyOf<PostDetail>(await posts.get(`/api/posts/${id}`))).toMatchObject({ title: 'Rewritten', version: 4 });
  });

  it('restores without a category deleted since', async () => {
    const category = bodyOf<TaxonomyItem>(await posts.post('/api/categories', { name: 'ADAPT' }));
    const { id } = await posts.created({ title: 'Filed', categoryId: category.id });
    const [revision] = await revisionsOf(id);
    await request(app).delete(`/api/categories/${category.id}`).set('Authorization', auth).expect(204);
    const res = await posts.post(`/api/admin/posts/${id}/revisions/${revision!.id}/restore`);
    expect(bodyOf<PostDetail>(res)).toMatchObject({ categoryId: null, category: null, version: 2 });
  });

  it("answers 404 for another post's revision or an unknown one, 400 for bad ids", async () => {
    const mine = await posts.created({ title: 'Mine' });
    const other = await posts.created({ title: 'Other' });
    const [othersRevision] = await revisionsOf(other.id);
    const notFound = [
      posts.get(`/api/admin/posts/${mine.id}/revisions/${othersRevision!.id}`),
      posts.post(`/api/admin/posts/${mine.id}/revisions/${othersRevision!.id}/restore`),
      posts.get(`/api/admin/posts/${mine.id}/revisions/${'0'.repeat(24)}`),
    ];
    for (const res of await Promise.all(notFound))
      expect({ status: res.status, body: bodyOf(res) }).toEqual({ status: 404, body: { message: 'Revision not found.' } });
    expect(bodyOf<PostDetail>(await posts.get(`/api/posts/${mine.id}`)).title).toBe('Mine');

    const unknownPost = await posts.get('/api/admin/posts/999/revisions');
    expect({ status: unknownPost.status, body: bodyOf(unknownPost) }).toEqual({ status: 404, body: { message: 'Post not found.' } });
    const badRevision = await posts.get(`/api/admin/posts/${mine.id}/revisions/xyz`);
    expect({ status: badRevision.status, message: bodyOf<MessageBody>(badRevision).message }).toEqual({
      status: 400,
      message: 'Revision id must be 24 hexadecimal characters.',
    });
    expect((await posts.get(`/api/admin/posts/abc/revisions`)).status).toBe(400);
    expect((await posts.post(`/api/admin/posts/${mine.id}/revisions/${othersRevision!.id}/restore`, { version: 0 })).status).toBe(400);
  });

  it('are deleted with their post, and only admins read them', async () => {
    const { id } = await posts.created({ title: 'Short-lived' });
    const [revision] = await revisionsOf(id);
    for (const res of [
      await request(app).get(`/api/admin/posts/${id}/revisions`),
      await request(app).get(`/api/admin/posts/${id}/revisions/${revision!.id}`),
      await request(app).post(`/api/admin/posts/${id}/revisions/${revision!.id}/restore`),
    ]) {
      expect({ status: res.status, body: bodyOf(res) }).toEqual({ status: 401, body: { message: 'Authentication required.' } });
    }
    await request(app).delete(`/api/posts/${id}`).set('Authorization', auth).expect(204);
    expect(await PostRevision.countDocuments({ postId: id })).toBe(0);
  });
});
