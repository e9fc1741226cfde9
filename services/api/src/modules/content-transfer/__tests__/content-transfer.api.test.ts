import { Types } from 'mongoose';
import sharp from 'sharp';
import request from 'supertest';
import type { ImportReport } from '@fns/contracts';
import { bodyOf, type PostDetail } from '../../../test-support/response-body';
import { adminAuthHeader, testApp, staffAuthHeader } from '../../../test-support/test-app';
import { writeFile } from '../../media/gridfs-files';
import { binary, BROWSER_ACCEPT, solidImage } from '../../media/__tests__/test-images';
import { Post } from '../../posts/post.model';
import { PostRevision } from '../../posts/post-revision.model';
import { Category } from '../../taxonomy/taxonomy.model';
import { CONTENT_FORMAT, CONTENT_FORMAT_VERSION } from '../content-format';
import { UploadFile, type OriginalMetadata, type UploadFileDoc } from '../../media/upload.model';
import {
  adminCalls,
  contentJsonOf,
  emptyDatabase,
  seedContent,
  SITE,
  storedContent,
  storedCounts,
  untarGz,
  withContent,
} from './content-fixtures';

const { app, config } = testApp();
let auth: string;
const calls = adminCalls(app, () => auth);

beforeEach(async () => {
  auth = await adminAuthHeader(config);
});

/** Another site: the database emptied, the admin made again. */
async function anotherSite() {
  await emptyDatabase();
  auth = await adminAuthHeader(config);
}

async function imported(archive: Buffer): Promise<ImportReport> {
  const job = await calls.finished(await calls.importArchive(archive));
  if (job.state !== 'done' || !job.report) throw new Error(`the import ${job.state}: ${job.message}`);
  return job.report;
}

const none = { inFile: 0, imported: 0, keptIds: 0, renumbered: 0, skipped: 0 };
const bytesAt = async (url: string, accept = '*/*') =>
  bodyOf<Buffer>(await request(app).get(url).set('Accept', accept).buffer(true).parse(binary));

describe('GET /api/admin/content/export', () => {
  it('downloads content.json and every media file as one .tar.gz', async () => {
    const seeded = await seedContent(calls);
    const res = await request(app).get('/api/admin/content/export').set('Authorization', auth).buffer(true).parse(binary);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/gzip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="content-export-\d{4}-\d{2}-\d{2}\.tar\.gz"$/);
    const entries = await untarGz(bodyOf<Buffer>(res));
    const content = await contentJsonOf(bodyOf<Buffer>(res));
    expect(content).toMatchObject({ format: CONTENT_FORMAT, version: CONTENT_FORMAT_VERSION, siteUrl: SITE });
    expect(content.categories).toEqual([expect.objectContaining({ id: seeded.category.id, name: 'Launch stories' })]);
    expect(content.tags).toEqual([expect.objectContaining({ id: seeded.tag.id, name: 'Pricing' })]);
    const moved = content.posts.find((post) => post.id === seeded.posts.moved)!;
    expect(moved).toMatchObject({ slug: 'moving-home', previousSlugs: ['moving-house'], version: 2, categoryId: seeded.category.id });
    expect(moved.revisions!.map((revision) => [revision.version, revision.fields.slug])).toEqual([
      [1, 'moving-house'],
      [2, 'moving-home'],
    ]);
    expect(content.posts.find((post) => post.id === seeded.posts.scheduled)).toMatchObject({ publishAt: '2099-01-01T09:00:00.000Z' });
    // The image's file, byte for byte, and one file per distinct variant width.
    const [image] = content.media;
    expect(image).toMatchObject({ id: seeded.image.id, name: 'chart.png', contentType: 'image/png', width: 40, height: 30 });
    const file = entries.find(([name]) => name === image!.path)![1];
    expect(file.equals(await bytesAt(seeded.image.url))).toBe(true);
    expect(image!.variants).toEqual([expect.objectContaining({ widths: [480, 800, 1200], contentType: 'image/webp' })]);
    expect(image!.avifVariants).toEqual([expect.objectContaining({ widths: [480, 800, 1200], contentType: 'image/avif' })]);
    const variantPaths = [...image!.variants, ...image!.avifVariants!].map((variant) => variant.path);
    expect(entries.map(([name]) => name)).toEqual([image!.path, ...variantPaths, 'content.json']);
    const avif = entries.find(([name]) => name === image!.avifVariants![0]!.path)![1];
    expect(avif.equals(await bytesAt(`${seeded.image.url}?w=480`, BROWSER_ACCEPT))).toBe(true);
    // Its ThumbHash, as stored with it (an import keeps it: storedContent compares the metadata).
    const stored = await UploadFile.findById(seeded.image.id).lean<UploadFileDoc<OriginalMetadata>>();
    expect(image!.thumbHash).toEqual(stored!.metadata.thumbHash);
    expect(image!.thumbHash).toMatch(/^[A-Za-z0-9+/]{16,}=*$/);
  });

  it('answers 401 without a token and 403 to an Editor, for both calls', async () => {
    const { header: reader } = await staffAuthHeader(config, 'editor');
    for (const call of [() => request(app).get('/api/admin/content/export'), () => request(app).post('/api/admin/content/import')]) {
      const res = await call();
      expect([res.status, bodyOf(res)]).toEqual([401, { message: 'Authentication required.' }]);
      expect((await call().set('Authorization', reader)).status).toBe(403);
    }
  });
});

describe('POST /api/admin/content/import', () => {
  it('into an empty site gives the same posts, revisions, slugs, redirects, categories, tags and media bytes', async () => {
    const seeded = await seedContent(calls);
    const before = await storedContent();
    const archive = await calls.exportArchive();
    await anotherSite();

    const report = await imported(archive);
    expect(report).toMatchObject({
      posts: { inFile: 3, imported: 3, keptIds: 3, renumbered: 0, skipped: 0, slugsChanged: 0, revisions: 4 },
      categories: { ...none, inFile: 1, imported: 1, keptIds: 1 },
      tags: { ...none, inFile: 1, imported: 1, keptIds: 1 },
      media: { ...none, inFile: 1, imported: 1, keptIds: 1 },
      idChanges: [],
      slugChanges: [],
      notes: [],
    });
    expect(report.message).toBe('Imported 3 posts, 1 category, 1 tag and 1 image.');
    expect(await storedContent()).toEqual(before);

    // The old slug redirects, the image is served, and new ids follow the imported ones.
    const redirect = await request(app).get('/api/posts/slug/moving-house').redirects(0);
    expect([redirect.status, redirect.headers.location]).toEqual([301, '/api/posts/slug/moving-home']);
    expect((await bytesAt(`${seeded.image.url}?w=480`)).length).toBeGreaterThan(0);
    // Its AVIF variants came along: served as stored, not encoded again.
    expect((await sharp(await bytesAt(`${seeded.image.url}?w=480`, BROWSER_ACCEPT)).metadata()).format).toBe('heif');
    const next = await calls.createPost({ title: 'After the move' });
    expect(next.id).toBe(Math.max(...Object.values(seeded.posts)) + 1);
    expect((await calls.category('Another')).id).toBe(seeded.category.id + 1);
  });

  it('imports an image of an older site, which has no AVIF variants, as it was: its WebP answers every browser; its ThumbHash is computed', async () => {
    const seeded = await seedContent(calls);
    const { thumbHash } = (await UploadFile.findById(seeded.image.id).lean<UploadFileDoc<OriginalMetadata>>())!.metadata;
    // As a site before AVIF variants and placeholders exported it: no avifVariants (its files in the
    // archive are then read past), no thumbHash (computed from the image's bytes as it is written).
    const archive = await withContent(await calls.exportArchive(), (content) => {
      delete content.media[0]!.avifVariants;
      delete content.media[0]!.thumbHash;
    });
    await anotherSite();
    expect((await imported(archive)).media).toMatchObject({ inFile: 1, imported: 1 });
    const original = await UploadFile.findById(seeded.image.id).lean<UploadFileDoc<OriginalMetadata>>();
    expect(original!.metadata).not.toHaveProperty('avifVariants');
    expect(original!.metadata.thumbHash).toBe(thumbHash);
    expect(await UploadFile.countDocuments({ 'metadata.contentType': 'image/avif' })).toBe(0);
    const res = await request(app).get(`${seeded.image.url}?w=480`).set('Accept', BROWSER_ACCEPT);
    expect([res.status, res.headers['content-type']]).toEqual([200, 'image/webp']);
  });

  it('adds nothing when the same file is imported twice, or into the site it came from', async () => {
    await seedContent(calls);
    const archive = await calls.exportArchive();
    const skippedAll = {
      posts: { inFile: 3, imported: 0, skipped: 3, revisions: 0 },
      categories: { inFile: 1, imported: 0, skipped: 1 },
      tags: { inFile: 1, imported: 0, skipped: 1 },
      media: { inFile: 1, imported: 0, skipped: 1 },
    };
    const original = await storedContent();
    expect(await imported(archive)).toMatchObject({
      ...skippedAll,
      message: 'Imported 0 posts, 0 categories, 0 tags and 0 images; 6 records were here already.',
    });
    expect(await storedContent()).toEqual(original);

    await anotherSite();
    await imported(archive);
    const once = await storedCounts();
    expect(await imported(archive)).toMatchObject(skippedAll);
    expect(await storedCounts()).toEqual(once);
  });

  it('renumbers what takes an id here, and every reference follows: category, images in HTML and cover, revisions', async () => {
    const seeded = await seedContent(calls);
    const archive = await calls.exportArchive();
    const imageBytes = await bytesAt(seeded.image.url);
    await anotherSite();
    // Here: another category with the same id, other posts with the same ids (one with the same slug,
    // one holding the old slug), and another file under the image's id.
    await calls.category('Hiring');
    await calls.createPost({ title: 'Moving home', content: '<p>Another story.</p>' });
    const holder = await calls.createPost({ title: 'Holder' });
    await calls.updatePost(holder.id, { slug: 'moving-house' });
    await calls.createPost({ title: 'Third' });
    await writeFile({
      id: new Types.ObjectId(seeded.image.id),
      filename: 'other.png',
      bytes: await solidImage('png', 2, 2),
      metadata: { kind: 'original', contentType: 'image/png', width: 2, height: 2, name: 'other.png', variants: [] },
    });

    const report = await imported(archive);
    expect(report).toMatchObject({
      posts: { inFile: 3, imported: 3, keptIds: 0, renumbered: 3, skipped: 0, slugsChanged: 1, revisions: 4 },
      categories: { inFile: 1, imported: 1, renumbered: 1 },
      media: { inFile: 1, imported: 1, renumbered: 1 },
      slugChanges: [{ postId: 4, from: 'moving-home', to: 'moving-home-2' }],
      droppedRedirects: [{ postId: 4, slug: 'moving-house' }],
    });
    const imageId = report.idChanges.find((change) => change.kind === 'image')!.to as string;
    expect(report.idChanges).toEqual([
      { kind: 'post', from: seeded.posts.moved, to: 4, reason: 'taken' },
      { kind: 'post', from: seeded.posts.draft, to: 5, reason: 'taken' },
      { kind: 'post', from: seeded.posts.scheduled, to: 6, reason: 'taken' },
      { kind: 'category', from: seeded.category.id, to: 2, reason: 'taken' },
      { kind: 'image', from: seeded.image.id, to: imageId, reason: 'taken' },
    ]);
    expect(report.notes).toContain('Post 4: the slug "moving-home" was taken here, so it is now "moving-home-2".');

    const post = await Post.findById(4).lean();
    expect(post).toMatchObject({
      slug: 'moving-home-2',
      previousSlugs: [],
      categoryId: 2,
      image: `${SITE}/api/uploads/${imageId}`,
      content: `<p>We moved home.</p><p><img src="/api/uploads/${imageId}?w=480" /></p>`,
    });
    const revisions = await PostRevision.find({ postId: 4 }).sort({ version: 1 }).lean();
    expect(revisions.map(({ fields }) => [fields.slug, fields.categoryId, fields.content])).toEqual([
      ['moving-home-2', 2, `<p>We moved.</p><p><img src="/api/uploads/${imageId}" alt="A chart" /></p>`],
      ['moving-home-2', 2, post!.content],
    ]);
    expect(await Category.findById(2).lean()).toMatchObject({ name: 'Launch stories' });
    expect((await bytesAt(`/api/uploads/${imageId}`)).equals(imageBytes)).toBe(true);

    // Imported again: each record is found where the first import put it.
    const counts = await storedCounts();
    expect(await imported(archive)).toMatchObject({
      posts: { imported: 0, skipped: 3 },
      categories: { imported: 0, skipped: 1 },
      media: { imported: 0, skipped: 1 },
    });
    expect(await storedCounts()).toEqual(counts);
  });

  it('maps a category or tag onto the one of the same name here', async () => {
    const seeded = await seedContent(calls);
    const archive = await calls.exportArchive();
    await anotherSite();
    await calls.category('Other');
    const here = await calls.category('LAUNCH STORIES');
    const report = await imported(archive);
    expect(report.categories).toMatchObject({ imported: 0, skipped: 1 });
    expect(report.idChanges).toContainEqual({ kind: 'category', from: seeded.category.id, to: here.id, reason: 'here-already' });
    const post = bodyOf<PostDetail>(await request(app).get(`/api/posts/${seeded.posts.moved}`));
    expect(post.category).toEqual({ id: here.id, name: 'LAUNCH STORIES' });
  });
});
