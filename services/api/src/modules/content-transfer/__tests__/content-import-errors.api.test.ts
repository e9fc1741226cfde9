import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import mongoose from 'mongoose';
import request from 'supertest';
import type { ImportJob } from '@fns/contracts';
import { bodyOf, type MessageBody } from '../../../test-support/response-body';
import { adminAuthHeader, testApp } from '../../../test-support/test-app';
import { Post } from '../../posts/post.model';
import type { ContentJson } from '../content-file.schemas';
import { adminCalls, emptyDatabase, seedContent, storedCounts, tarGz, untarGz, withContent } from './content-fixtures';

const { app, config } = testApp();
let auth: string;
const calls = adminCalls(app, () => auth);
let archive: Buffer;

beforeEach(async () => {
  auth = await adminAuthHeader(config);
  await seedContent(calls);
  archive = await calls.exportArchive();
  await emptyDatabase();
  auth = await adminAuthHeader(config);
});

/** The import's answer, and that it wrote nothing (GridFS chunks and id counters included). */
async function refused(file: Buffer | Promise<Buffer>, filename?: string) {
  const before = await storedCounts();
  const res = await calls.importArchive(await file, filename);
  // Taken: its writing, in the background, must not run into the next test.
  if (res.status === 202) await calls.finished(res);
  expect(await storedCounts()).toEqual(before);
  return { status: res.status, message: bodyOf<MessageBody>(res).message };
}

const change = (edit: (content: ContentJson) => unknown) => withContent(archive, edit);

describe('a file that is not a content export', () => {
  it.each([
    ['not gzip', () => Buffer.from('just some text')],
    ['gzip but not tar', () => gzipSync(Buffer.from('x'.repeat(2000)))],
    ['cut short', () => archive.subarray(0, Math.floor(archive.length / 2))],
  ])('%s: 400', async (_name, make) => {
    expect(await refused(make())).toEqual({
      status: 400,
      message: 'The file is not a content export: it must be the .tar.gz file that "Download content export" gives.',
    });
  });

  it('a .tar.gz without content.json: 400', async () => {
    const entries = (await untarGz(archive)).filter(([name]) => name !== 'content.json');
    expect(await refused(tarGz(entries))).toEqual({
      status: 400,
      message: 'The archive holds no content.json: it is not a content export.',
    });
  });

  it('content.json that is not JSON, or of another format: 400', async () => {
    expect(await refused(tarGz([['content.json', '{ nope']]))).toEqual({ status: 400, message: 'content.json is not valid JSON.' });
    expect(await refused(change((content) => ({ ...content, format: 'wordpress-wxr' })))).toEqual({
      status: 400,
      message: 'content.json is not a content export of this site (its format is "wordpress-wxr", not "founders-never-solo-content").',
    });
  });

  it('a newer version: 400 saying to update the site', async () => {
    expect(await refused(change((content) => ({ ...content, version: 2 })))).toEqual({
      status: 400,
      message: 'This export is format version 2; this site reads versions up to 1. Update the site, then import it again.',
    });
  });

  it('no file, or the file in another field: 400', async () => {
    const noFile = await request(app).post('/api/admin/content/import').set('Authorization', auth).field('note', 'x');
    expect(noFile.status).toBe(400);
    const wrongField = await request(app)
      .post('/api/admin/content/import')
      .set('Authorization', auth)
      .attach('archive', archive, 'a.tar.gz');
    expect(bodyOf(wrongField)).toEqual({ message: 'The export must be sent in the form field "file".' });
  });
});

describe('a record that breaks a rule: 400 naming it, nothing written', () => {
  const cases: Array<[string, (content: ContentJson) => void, string]> = [
    ['an empty title', (content) => void (content.posts[0]!.title = ' '), 'content.json, posts[0] (post 1), title: Title is required.'],
    [
      'a bad slug',
      (content) => void (content.posts[1]!.slug = 'Not a slug'),
      'content.json, posts[1] (post 2), slug: Slug may contain only lower-case letters, digits and single hyphens.',
    ],
    [
      'a revision without a title',
      (content) => void (content.posts[0]!.revisions![0]!.fields.title = ''),
      'content.json, posts[0] (post 1), revisions, 0, fields, title: Title is required.',
    ],
    [
      'an image URL that is not one',
      (content) => void (content.posts[0]!.image = 'javascript:alert(1)'),
      'content.json, posts[0] (post 1), image: Image URL must be an http(s) URL or a site path starting with /.',
    ],
    [
      'a long category name',
      (content) => void (content.categories[0]!.name = 'x'.repeat(51)),
      'content.json, categories[0] (category 1), name: Name must be at most 50 characters.',
    ],
    [
      'two posts with one slug',
      (content) => void (content.posts[2]!.slug = 'moving-house'),
      'content.json: the slug "moving-house" (as a post\'s slug or old slug) appears twice.',
    ],
    [
      'an unknown category',
      (content) => void (content.posts[0]!.categoryId = 99),
      'content.json: post 1 is in category 99, which the file does not hold.',
    ],
    [
      'an image missing a variant width',
      (content) => void content.media[0]!.variants[0]!.widths.pop(),
      'content.json, media[0] (image ID), variants: Its variants must cover each of the widths 480, 800, 1200 once, or be none.',
    ],
    [
      'an image missing an AVIF variant width',
      (content) => void content.media[0]!.avifVariants![0]!.widths.pop(),
      'content.json, media[0] (image ID), avifVariants: Its AVIF variants must cover each of the widths 480, 800, 1200 once, or be none.',
    ],
    [
      'an AVIF variant said to be WebP',
      (content) => void Object.assign(content.media[0]!.avifVariants![0]!, { contentType: 'image/webp' }),
      'content.json, media[0] (image ID), avifVariants, 0, contentType: Invalid input: expected "image/avif"',
    ],
    [
      'a ThumbHash that is not base64',
      (content) => void (content.media[0]!.thumbHash = 'not a hash!'),
      'content.json, media[0] (image ID), thumbHash: must be a ThumbHash: 6 to 32 bytes in base64',
    ],
  ];

  it.each(cases)('%s', async (_name, edit, message) => {
    const imageId = (await untarGz(archive)).find(([name]) => name.startsWith('media/'))![0].split('/')[1]!;
    expect(await refused(change(edit))).toEqual({ status: 400, message: message.replace('ID', imageId) });
  });

  it('a media file missing, changed, or not of its type', async () => {
    const entries = await untarGz(archive);
    const [path, bytes] = entries.find(([name]) => name.startsWith('media/'))!;
    const imageId = path.split('/')[1]!;
    const without = entries.filter(([name]) => name !== path);
    expect(await refused(tarGz(without))).toEqual({
      status: 400,
      message: `Image ${imageId}: its file ${path} is missing from the archive.`,
    });
    const changed = Buffer.from(bytes);
    changed.writeUInt8(changed.readUInt8(changed.length - 20) ^ 0xff, changed.length - 20);
    expect(await refused(tarGz([...without, [path, changed]]))).toEqual({
      status: 400,
      message: `Image ${imageId}: its file ${path} does not have the SHA-256 content.json gives.`,
    });
    // A variant (WebP) holding the PNG, its length and SHA-256 said right.
    const content = JSON.parse(entries.find(([name]) => name === 'content.json')![1].toString('utf8')) as ContentJson;
    const variant = content.media[0]!.variants[0]!;
    Object.assign(variant, { length: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') });
    const swapped = entries.map(([name, body]): [string, Buffer | string] =>
      name === variant.path ? [name, bytes] : name === 'content.json' ? [name, JSON.stringify(content)] : [name, body],
    );
    expect(await refused(tarGz(swapped))).toEqual({
      status: 400,
      message: `Image ${imageId}: its file ${variant.path} is not of the type image/webp.`,
    });
    // An AVIF variant holding the WebP one, likewise.
    const fresh = JSON.parse(entries.find(([name]) => name === 'content.json')![1].toString('utf8')) as ContentJson;
    const [webp, avif] = [fresh.media[0]!.variants[0]!, fresh.media[0]!.avifVariants![0]!];
    const webpBytes = entries.find(([name]) => name === webp.path)![1];
    Object.assign(avif, { length: webp.length, sha256: webp.sha256 });
    const asAvif = entries.map(([name, body]): [string, Buffer | string] =>
      name === avif.path ? [name, webpBytes] : name === 'content.json' ? [name, JSON.stringify(fresh)] : [name, body],
    );
    expect(await refused(tarGz(asAvif))).toEqual({
      status: 400,
      message: `Image ${imageId}: its file ${avif.path} is not of the type image/avif.`,
    });
  });
});

describe('writing', () => {
  it('is checked when sent, then written in the background, its state read until done', async () => {
    const started = await calls.importArchive(archive);
    expect(started.status).toBe(202);
    const job = bodyOf<ImportJob>(started);
    expect(started.headers.location).toBe(`/api/admin/content/imports/${job.id}`);
    expect(job).toMatchObject({ state: 'running', progress: 'Checked the file', finishedAt: null, report: null, message: null });
    const done = await calls.finished(started);
    expect(done).toMatchObject({ id: job.id, state: 'done', progress: 'Imported 3 posts, 1 category, 1 tag and 1 image.', message: null });
    expect(done.report?.posts.imported).toBe(3);
  });

  it('deletes what it wrote when a later step fails, and says so', async () => {
    const before = await storedCounts();
    const insert = jest.spyOn(Post.collection, 'insertMany').mockRejectedValueOnce(new Error('disk full'));
    let job: ImportJob;
    try {
      job = await calls.finished(await calls.importArchive(archive));
    } finally {
      insert.mockRestore();
    }
    expect(job).toMatchObject({
      state: 'failed',
      report: null,
      message: 'The import failed, and what it had written was deleted again. Try again later.',
    });
    const after = await storedCounts();
    // Only the id counters moved on (ids are never handed out twice), and the import's own record.
    expect({ ...after, counters: 0 }).toEqual({ ...before, counters: 0 });
    expect((await calls.finished(await calls.importArchive(archive))).state).toBe('done');
  });

  it('answers 409 while another import holds the lock, and takes over a lapsed one', async () => {
    const locks = mongoose.connection.db!.collection<{ _id: string; holder: string; until: Date }>('leases');
    await locks.insertOne({ _id: 'content-import', holder: 'elsewhere', until: new Date(Date.now() + 60_000) });
    expect(await refused(archive)).toEqual({ status: 409, message: 'Another import is running. Try again once it has finished.' });
    await locks.updateOne({ _id: 'content-import' }, { $set: { until: new Date(Date.now() - 1_000) } });
    expect((await calls.finished(await calls.importArchive(archive))).state).toBe('done');
    expect(await locks.countDocuments()).toBe(0);
  });

  it('reads an import whose server went away as failed, and an unknown one as 404', async () => {
    const imports = mongoose.connection.db!.collection('content_imports');
    const { insertedId } = await imports.insertOne({
      state: 'running',
      progress: 'Writing the images: 1 of 3',
      startedAt: new Date(Date.now() - 300_000),
      heartbeatAt: new Date(Date.now() - 120_000),
      finishedAt: null,
      report: null,
      message: null,
    });
    const read = (id: string) => request(app).get(`/api/admin/content/imports/${id}`).set('Authorization', auth);
    expect(bodyOf(await read(insertedId.toHexString()))).toMatchObject({
      state: 'failed',
      progress: 'Writing the images: 1 of 3',
      message:
        'The import stopped before it finished: the server running it went away. Import the file again: what was written is skipped, the rest is added.',
    });
    for (const id of ['0123456789abcdef01234567', 'nope']) {
      const res = await read(id);
      expect([res.status, bodyOf(res)]).toEqual([404, { message: 'Import not found.' }]);
    }
  });
});
