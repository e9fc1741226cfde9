import { createHash } from 'node:crypto';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { pack as tarPack, type Pack } from 'tar-stream';
import { logger } from '../../lib/logger';
import { readFile } from '../media/gridfs-files';
import { UploadFile, type UploadFileDoc } from '../media/upload.model';
import { CONTENT_FILE, CONTENT_FORMAT, CONTENT_FORMAT_VERSION } from './content-format';
import type { ContentJson } from './content-file.schemas';
import type { ContentToExport, ImageToExport } from './content-records';

const ZEROS = Buffer.alloc(64 * 1024);
/** The media are compressed already (PNG, JPEG, GIF, WebP, AVIF): a higher level would spend CPU for next to nothing. */
const GZIP_LEVEL = 1;

/** Writes one entry from `chunks`, as fast as the archive's reader takes it. */
function addEntry(
  pack: Pack,
  header: { name: string; size: number; mtime: Date },
  chunks: AsyncIterable<Buffer> | Iterable<Buffer>,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const sink = pack.entry(header, (error) => (error ? reject(error) : resolve()));
    const writable = () =>
      new Promise<void>((ready) => {
        const done = () => {
          sink.off('drain', done);
          sink.off('close', done);
          ready();
        };
        sink.on('drain', done);
        sink.on('close', done);
      });
    void (async () => {
      for await (const chunk of chunks) {
        if (sink.destroyed) return;
        if (!sink.write(chunk)) await writable();
      }
      sink.end(undefined);
    })().catch((error: unknown) => sink.destroy(error as Error));
  });
}

/**
 * A stored file's bytes, hashed on the way. A file deleted while the export runs (its chunks gone)
 * is filled up with zeros, as its entry's size is already written, and reported lost: content.json
 * then leaves its image out. Any other failure fails the export.
 */
async function* fileBytes(doc: UploadFileDoc, hash: ReturnType<typeof createHash>, lost: () => void): AsyncGenerator<Buffer> {
  let sent = 0;
  try {
    for await (const chunk of readFile(doc) as AsyncIterable<Buffer>) {
      hash.update(chunk);
      sent += chunk.length;
      yield chunk;
    }
  } catch (error) {
    if (await UploadFile.exists({ _id: doc._id })) throw error;
    lost();
    for (; sent < doc.length; sent += ZEROS.length) yield ZEROS.subarray(0, Math.min(ZEROS.length, doc.length - sent));
  }
}

/** Writes an image's files; false when one was deleted meanwhile. */
async function addImage(pack: Pack, image: ImageToExport): Promise<boolean> {
  let complete = true;
  for (const { doc, record } of image.files) {
    const hash = createHash('sha256');
    const bytes = fileBytes(doc, hash, () => (complete = false));
    await addEntry(pack, { name: record.path, size: doc.length, mtime: doc.uploadDate }, bytes);
    record.sha256 = hash.digest('hex');
  }
  return complete;
}

/**
 * Streams the site's content as a .tar.gz to `out`: each image's files (read a chunk at a time,
 * so memory does not grow with the media), then content.json, which gives their checksums.
 */
export async function writeContentExport(content: ContentToExport, siteUrl: string, out: Writable): Promise<void> {
  const pack = tarPack();
  const written = pipeline(Readable.from(pack, { objectMode: false }), createGzip({ level: GZIP_LEVEL }), out);
  const producing = (async () => {
    const media: ContentJson['media'] = [];
    for (const image of content.images) {
      if (await addImage(pack, image)) media.push(image.record);
      else logger.warn({ image: image.record.id }, 'An image was deleted during the content export: left out of it');
    }
    const json: ContentJson = {
      format: CONTENT_FORMAT,
      version: CONTENT_FORMAT_VERSION,
      exportedAt: new Date().toISOString(),
      siteUrl,
      categories: content.categories,
      tags: content.tags,
      media,
      posts: content.posts,
    };
    const text = Buffer.from(JSON.stringify(json, null, 2));
    await addEntry(pack, { name: CONTENT_FILE, size: text.length, mtime: new Date() }, [text]);
    pack.finalize();
  })();
  // The archive fails as one: a reader gone away stops the writing, a failed read ends the download.
  producing.catch((error: unknown) => pack.destroy(error as Error));
  await Promise.all([written, producing]);
}
