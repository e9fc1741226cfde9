import { adminPostCalls } from '../../../test-support/post-requests';
import { bodyOf, type AdminPostListItem, type MessageBody, type PostDetail } from '../../../test-support/response-body';
import { adminAuthHeader, testApp } from '../../../test-support/test-app';
import { PostRevision } from '../post-revision.model';
import { Post } from '../post.model';

const { app, config } = testApp();
let auth: string;
const posts = adminPostCalls(app, () => auth);
const STALE = 'This post was changed by someone else since you opened it. Compare both versions, then save again to keep yours.';

beforeEach(async () => {
  auth = await adminAuthHeader(config);
});

describe('post versions', () => {
  it('start at 1 and count every save, in the detail and the admin list', async () => {
    const created = await posts.created({ title: 'Versioned' });
    expect(created.version).toBe(1);
    expect(bodyOf<PostDetail>(await posts.update(created.id, { title: 'Again', version: 1 })).version).toBe(2);
    expect(bodyOf<PostDetail>(await posts.get(`/api/posts/${created.id}`)).version).toBe(2);
    expect(bodyOf<AdminPostListItem[]>(await posts.get('/api/admin/posts'))[0]!.version).toBe(2);
  });

  it('refuse a save made from a stale version with 409, changing nothing', async () => {
    const { id } = await posts.created({ title: 'Shared', vision: 'first' });
    // Two editors open version 1; the first saves.
    expect((await posts.update(id, { title: 'Mine', version: 1 })).status).toBe(200);
    const stored = await Post.findById(id).lean();

    const stale = await posts.update(id, { title: 'Theirs', vision: 'second', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ message: STALE });
    expect(await Post.findById(id).lean()).toEqual(stored);
    expect(await PostRevision.countDocuments({ postId: id })).toBe(2);
    // A version from the future is no better.
    expect((await posts.update(id, { title: 'Theirs', version: 7 })).status).toBe(409);
  });

  it('accept a save without a version, as clients that send none do', async () => {
    const { id } = await posts.created({ title: 'Old client' });
    await posts.update(id, { title: 'Elsewhere', version: 1 });
    const res = await posts.update(id, { title: 'Last word' });
    expect(res.status).toBe(200);
    expect(bodyOf<PostDetail>(res)).toMatchObject({ title: 'Last word', version: 3 });
  });

  it('let exactly one of simultaneous saves from the same version through', async () => {
    const { id } = await posts.created({ title: 'Race' });
    const answers = await Promise.all(Array.from({ length: 6 }, (_, n) => posts.update(id, { title: `Editor ${n}`, version: 1 })));
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const winner = bodyOf<PostDetail>(answers.find((res) => res.status === 200)!);
    expect(await Post.findById(id).lean()).toMatchObject({ title: winner.title, version: 2 });
    // Without versions, every one is applied in turn.
    await Promise.all(Array.from({ length: 4 }, (_, n) => posts.update(id, { vision: `v${n}` })));
    expect(await Post.findById(id).lean()).toMatchObject({ version: 6 });
    expect(await PostRevision.countDocuments({ postId: id })).toBe(6);
  });

  it('must be a positive integer', async () => {
    const { id } = await posts.created({ title: 'T' });
    for (const version of [0, -1, 1.5, '1', null]) {
      const res = await posts.update(id, { title: 'x', version });
      expect({ version, status: res.status, message: bodyOf<MessageBody>(res).message }).toEqual({
        version,
        status: 400,
        message: 'Version must be a positive integer.',
      });
    }
  });
});
