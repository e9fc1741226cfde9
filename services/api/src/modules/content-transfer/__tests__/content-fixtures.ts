import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { createGunzip, createGzip } from 'node:zlib';
import type { ImportJob } from '@fns/contracts';
import type { Express } from 'express';
import mongoose from 'mongoose';
import request from 'supertest';
import { extract, pack } from 'tar-stream';
import { bodyOf, type PostDetail, type TaxonomyItem } from '../../../test-support/response-body';
import { readFile } from '../../media/gridfs-files';
import type { LibraryImage } from '../../media/media-library.service';
import { binary, solidImage } from '../../media/__tests__/test-images';
import { UploadFile, type UploadFileDoc } from '../../media/upload.model';
import { Post } from '../../posts/post.model';
import { PostRevision } from '../../posts/post-revision.model';
import { Category, Tag } from '../../taxonomy/taxonomy.model';
import type { ContentJson } from '../content-file.schemas';

/** The test config's PUBLIC_SITE_URL, which absolute links to the site's images start with. */
export const SITE = 'http://localhost:3000';

/** The calls a test makes as the admin. */
export function adminCalls(app: Express, auth: () => string) {
  const send = (method: 'post' | 'put', path: string, body: object) => request(app)[method](path).set('Authorization', auth()).send(body);
  async function ok<T>(res: request.Response | Promise<request.Response>): Promise<T> {
    const answer = await res;
    if (answer.status >= 300) throw new Error(`${answer.status}: ${answer.text}`);
    return bodyOf<T>(answer);
  }
  return {
    exportArchive: async () =>
      bodyOf<Buffer>(await request(app).get('/api/admin/content/export').set('Authorization', auth()).buffer(true).parse(binary)),
    importArchive: (archive: Buffer, filename = 'content.tar.gz') =>
      request(app).post('/api/admin/content/import').set('Authorization', auth()).attach('file', archive, filename),
    /** The import's state, read until it is no longer running. */
    async finished(started: request.Response): Promise<ImportJob> {
      if (started.status !== 202) throw new Error(`the import answered ${started.status}: ${started.text}`);
      for (let job = bodyOf<ImportJob>(started); ; await new Promise((resolve) => setTimeout(resolve, 20))) {
        job = bodyOf<ImportJob>(await request(app).get(`/api/admin/content/imports/${job.id}`).set('Authorization', auth()));
        if (job.state !== 'running') return job;
      }
    },
    upload: (bytes: Buffer, name = 'chart.png') =>
      ok<LibraryImage>(request(app).post('/api/admin/media').set('Authorization', auth()).attach('file', bytes, name)),
    category: (name: string) => ok<TaxonomyItem>(send('post', '/api/categories', { name })),
    tag: (name: string) => ok<TaxonomyItem>(send('post', '/api/tags', { name })),
    createPost: (body: object) => ok<PostDetail>(send('post', '/api/posts', body)),
    updatePost: (id: number, body: object) => ok<PostDetail>(send('put', `/api/posts/${id}`, body)),
  };
}

export type AdminCalls = ReturnType<typeof adminCalls>;

/**
 * A site with every kind of content: an image (with its variants) in a post's HTML and as its
 * cover, a category, a tag, a post whose slug changed after a second save (two revisions, an old
 * slug that redirects), a draft and a scheduled post.
 */
export async function seedContent(calls: AdminCalls) {
  const image = await calls.upload(await solidImage('png', 40, 30));
  const category = await calls.category('Launch stories');
  const tag = await calls.tag('Pricing');
  const moved = await calls.createPost({
    title: 'Moving house',
    content: `<p>We moved.</p><p><img src="${image.url}" alt="A chart"></p>`,
    image: `${SITE}${image.url}`,
    vision: 'A bigger place',
    categoryId: category.id,
    published: true,
  });
  await calls.updatePost(moved.id, { slug: 'moving-home', content: `<p>We moved home.</p><p><img src="${image.url}?w=480"></p>` });
  const draft = await calls.createPost({ title: 'Draft notes', content: '<p>Not yet.</p>' });
  const scheduled = await calls.createPost({ title: 'Coming soon', published: true, publishAt: '2099-01-01T09:00:00.000Z' });
  return { image, category, tag, posts: { moved: moved.id, draft: draft.id, scheduled: scheduled.id } };
}

async function sha256Of(file: UploadFileDoc): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of readFile(file) as AsyncIterable<Buffer>) hash.update(chunk);
  return hash.digest('hex');
}

/** Everything the export covers as the database holds it, as JSON (ids as text, dates ISO), each stored file with the SHA-256 of its bytes. */
export async function storedContent() {
  const json = (docs: unknown) => JSON.parse(JSON.stringify(docs)) as unknown;
  const files = await UploadFile.find().sort({ _id: 1 }).lean<UploadFileDoc[]>();
  return {
    // Who wrote a post is the site's staff, not its content: not exported (an import has no author).
    posts: json(await Post.find({}, { authorId: 0, lastEditorId: 0 }).sort({ _id: 1 }).lean()),
    revisions: json(await PostRevision.find().sort({ _id: 1 }).lean()),
    categories: json(await Category.find().sort({ _id: 1 }).lean()),
    tags: json(await Tag.find().sort({ _id: 1 }).lean()),
    files: await Promise.all(files.map(async (file) => ({ ...(json(file) as object), sha256: await sha256Of(file) }))),
  };
}

/** How many documents each collection of the content holds, GridFS's chunks included. */
export async function storedCounts() {
  const names = ['posts', 'post_revisions', 'categories', 'tags', 'uploads.files', 'uploads.chunks', 'counters'];
  const counts = await Promise.all(names.map((name) => mongoose.connection.db!.collection(name).countDocuments()));
  return Object.fromEntries(names.map((name, index) => [name, counts[index]]));
}

/** Empties the database, as between tests: another site to import into. */
export async function emptyDatabase(): Promise<void> {
  const collections = await mongoose.connection.db!.collections();
  await Promise.all(collections.map((collection) => collection.deleteMany({})));
}

/** A .tar.gz of `entries`, in order. */
export async function tarGz(entries: ReadonlyArray<[string, Buffer | string]>): Promise<Buffer> {
  const archive = pack();
  for (const [name, body] of entries) archive.entry({ name }, body);
  archive.finalize();
  return buffer(Readable.from(archive, { objectMode: false }).pipe(createGzip()));
}

/** The entries of a .tar.gz, in order. */
export async function untarGz(archive: Buffer): Promise<Array<[string, Buffer]>> {
  const entries: Array<[string, Buffer]> = [];
  const reader = extract();
  Readable.from([archive]).pipe(createGunzip()).pipe(reader);
  for await (const entry of reader) entries.push([entry.header.name, await buffer(entry)]);
  return entries;
}

/** An export with its content.json changed by `change`. */
export async function withContent(archive: Buffer, change: (content: ContentJson) => unknown): Promise<Buffer> {
  const entries = await untarGz(archive);
  return tarGz(
    entries.map(([name, body]): [string, Buffer | string] => {
      if (name !== 'content.json') return [name, body];
      const content = JSON.parse(body.toString('utf8')) as ContentJson;
      return [name, JSON.stringify(change(content) ?? content)];
    }),
  );
}

export const contentJsonOf = async (archive: Buffer) =>
  JSON.parse((await untarGz(archive)).find(([name]) => name === 'content.json')![1].toString('utf8')) as ContentJson;
