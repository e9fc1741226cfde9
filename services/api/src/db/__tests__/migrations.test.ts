import request from 'supertest';
import { AdminUser } from '../../modules/auth/admin-user.model';
import { Post } from '../../modules/posts/post.model';
import { match } from '../../test-support/matchers';
import { bodyOf, type PostDetail } from '../../test-support/response-body';
import { adminAuthHeader, testApp } from '../../test-support/test-app';
import { migrateDatabase } from '../migrations';

const { app, config } = testApp();
/** The collection read past the model, typed with the posts' integer ids. */
const stored = () => Post.db.collection<{ _id: number } & Record<string, unknown>>(Post.collection.collectionName);

// No administrator yet when these were migrated: the posts have no author.
const noAuthor = { authorId: null, lastEditorId: null };
const savedAt = { createdAt: new Date('2024-02-01T10:00:00Z'), updatedAt: new Date('2024-03-01T10:00:00Z') };

/** Posts as the API stored them before issue 16: publishedAt, no version, no slug history. */
async function storeOldPosts() {
  await stored().insertMany([
    { _id: 1, slug: 'old-public', title: 'Old public', published: true, publishedAt: new Date('2024-03-01T10:00:00Z'), ...savedAt },
    { _id: 2, slug: 'old-draft', title: 'Old draft', published: false, publishedAt: null, ...savedAt },
    { _id: 3, slug: 'never-stamped', title: 'Never stamped', published: true, ...savedAt },
  ]);
  await stored().createIndex({ published: 1, publishedAt: -1 });
}

describe('migrateDatabase', () => {
  it('renames publishedAt to publishAt and gives old posts version 1 and an empty slug history, once', async () => {
    await storeOldPosts();
    const start = Date.now();
    await migrateDatabase();
    const migrated = await stored()
      .find({}, { sort: { _id: 1 } })
      .toArray();
    expect(migrated).toEqual([
      {
        _id: 1,
        slug: 'old-public',
        title: 'Old public',
        published: true,
        publishAt: new Date('2024-03-01T10:00:00Z'),
        version: 1,
        previousSlugs: [],
        ...noAuthor,
        ...savedAt,
      },
      {
        _id: 2,
        slug: 'old-draft',
        title: 'Old draft',
        published: false,
        publishAt: null,
        version: 1,
        previousSlugs: [],
        ...noAuthor,
        ...savedAt,
      },
      // A published post never stamped stays public: from the migration on.
      {
        _id: 3,
        slug: 'never-stamped',
        title: 'Never stamped',
        published: true,
        publishAt: match.any(Date),
        version: 1,
        previousSlugs: [],
        ...noAuthor,
        ...savedAt,
      },
    ]);
    expect((migrated[2]!.publishAt as Date).getTime()).toBeGreaterThanOrEqual(start);
    expect((await stored().indexes()).map((index) => index.name)).not.toContain('published_1_publishedAt_-1');

    await migrateDatabase();
    expect(
      await stored()
        .find({}, { sort: { _id: 1 } })
        .toArray(),
    ).toEqual(migrated);
  });

  it('makes the admins of before staff roles active Administrators, the first of them the author of older posts', async () => {
    const staff = AdminUser.collection;
    const { insertedIds } = await staff.insertMany([
      { username: 'founder', passwordHash: 'x', role: 'admin', passwordChangedAt: new Date() },
      { username: 'cofounder', passwordHash: 'x', role: 'admin', passwordChangedAt: new Date() },
    ]);
    await storeOldPosts();
    await migrateDatabase();
    expect(await staff.find({}, { projection: { _id: 0, username: 1, role: 1, status: 1 } }).toArray()).toEqual([
      { username: 'founder', role: 'administrator', status: 'active' },
      { username: 'cofounder', role: 'administrator', status: 'active' },
    ]);
    const authors = await stored().distinct('authorId');
    expect(authors).toEqual([insertedIds[0]]);
    const read = await request(app).get('/api/posts/slug/old-public');
    expect(bodyOf<PostDetail>(read).author).toEqual({ name: 'founder' });
  });

  it('leaves old posts readable and editable through the API', async () => {
    await storeOldPosts();
    await migrateDatabase();
    const read = await request(app).get('/api/posts/slug/old-public');
    expect(bodyOf<PostDetail>(read)).toMatchObject({ publishAt: '2024-03-01T10:00:00.000Z', version: 1 });
    const auth = await adminAuthHeader(config);
    const saved = await request(app).put('/api/posts/1').set('Authorization', auth).send({ title: 'Edited', version: 1 });
    expect(bodyOf<PostDetail>(saved)).toMatchObject({ title: 'Edited', version: 2 });
  });
});
