import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { trusted, type Types } from 'mongoose';
import { conflict } from '../../lib/api-error';
import { isDuplicateKey } from '../../lib/duplicate-key';
import { logger } from '../../lib/logger';
import { deleteFiles, writeFileFrom } from '../media/gridfs-files';
import { thumbHashOf } from '../media/thumb-hash';
import type { OriginalMetadata, VariantEntry, VariantMetadata } from '../media/upload.model';
import { Post } from '../posts/post.model';
import { PostRevision } from '../posts/post-revision.model';
import { Category, nameKeyOf, Tag } from '../taxonomy/taxonomy.model';
import { drain, forEachEntry } from './content-archive';
import { IMPORT_MESSAGES } from './content-format';
import { variantRecordsOf, type VariantRecord } from './content-file.schemas';
import type { ImageStep, ImportPlan, TaxonomyStep } from './import-plan';

interface FileToWrite {
  id: Types.ObjectId;
  filename: string;
  uploadDate: Date;
  metadata: OriginalMetadata | VariantMetadata;
}

/** A driver collection's insert, as inserting documents built whole needs (their timestamps kept as the file has them). */
interface Collection {
  insertMany(docs: never[], options: { ordered: true }): Promise<unknown>;
  deleteMany(filter: object): Promise<unknown>;
}

const BATCH = 500;

/** Told what the import is doing, e.g. "Writing the images: 3 of 30". */
export type Progress = (step: string) => Promise<unknown>;

/** The files of the images to write, by their path in the archive. */
function filesToWrite(media: readonly ImageStep[]): Map<string, FileToWrite> {
  const files = new Map<string, FileToWrite>();
  for (const { record, action, targetId, variantIds } of media) {
    if (action === 'skip') continue;
    for (const variant of variantRecordsOf(record)) {
      const filename = variant.path.split('/').pop()!.replace(record.id, targetId.toHexString());
      const metadata: VariantMetadata = { kind: 'variant', contentType: variant.contentType, imageId: targetId };
      files.set(variant.path, { id: variantIds.get(variant.id)!, filename, uploadDate: variant.uploadedAt, metadata });
    }
    const entries = (list: readonly VariantRecord[]): VariantEntry[] =>
      list.flatMap((variant) => variant.widths.map((width) => ({ width, fileId: variantIds.get(variant.id)! })));
    const { contentType, width, height, name, avifVariants, thumbHash } = record;
    const metadata: OriginalMetadata = { kind: 'original', contentType, width, height, name, variants: entries(record.variants) };
    // Absent from a file of an older site: the image is then stored as it was there, WebP only.
    if (avifVariants) metadata.avifVariants = entries(avifVariants);
    // Absent likewise: writeMedia computes it from the image's bytes.
    if (thumbHash) metadata.thumbHash = thumbHash;
    files.set(record.path, { id: targetId, filename: name, uploadDate: record.uploadedAt, metadata });
  }
  return files;
}

const taxonomyDocs = (steps: readonly TaxonomyStep[]) =>
  steps
    .filter((step) => step.action !== 'skip')
    .map(({ record, targetId }) => {
      const at = record.createdAt ?? new Date();
      return { _id: targetId, name: record.name, nameKey: nameKeyOf(record.name), createdAt: at, updatedAt: record.updatedAt ?? at };
    });

/**
 * What an import wrote, so that a failure part-way deletes it again (FerretDB has no transactions):
 * the media first (the bulk of it, and the likeliest to fail), then categories, tags, posts, revisions.
 */
class Written {
  readonly files: Types.ObjectId[] = [];
  private readonly docs: Array<{ collection: Collection; ids: unknown[] }> = [];

  /** Inserts in order, noting each document written (an ordered insert stops at its first refusal). */
  async insert(collection: Collection, docs: ReadonlyArray<{ _id: unknown }>): Promise<void> {
    const ids: unknown[] = [];
    this.docs.push({ collection, ids });
    for (let start = 0; start < docs.length; start += BATCH) {
      const batch = docs.slice(start, start + BATCH);
      try {
        await collection.insertMany(batch as never[], { ordered: true });
        ids.push(...batch.map((doc) => doc._id));
      } catch (error) {
        const refused = (error as { writeErrors?: Array<{ index: number }> }).writeErrors?.[0]?.index;
        ids.push(...batch.slice(0, refused ?? batch.length).map((doc) => doc._id));
        throw error;
      }
    }
  }

  async undo(): Promise<void> {
    for (const { collection, ids } of this.docs.reverse()) {
      if (ids.length > 0) await collection.deleteMany({ _id: trusted({ $in: ids }) });
    }
    await deleteFiles(this.files);
  }
}

/**
 * An original from a file of an older site, which carries no ThumbHash: read whole (an upload's
 * bytes, about its upload's 10 MB at most) to compute one before its document is written. An image
 * sharp cannot read is stored without one, as the site it came from served it.
 */
async function withThumbHash(file: FileToWrite, entry: Readable): Promise<Readable> {
  if (file.metadata.kind !== 'original' || file.metadata.thumbHash) return entry;
  const bytes = await buffer(entry);
  try {
    file.metadata.thumbHash = await thumbHashOf(bytes);
  } catch (error) {
    logger.warn({ err: error, image: file.id.toHexString() }, 'An imported image could not be read for its placeholder');
  }
  return Readable.from([bytes]);
}

/** Writes the media files read from the archive a second time, each streamed into GridFS as read. */
async function writeMedia(archive: string, media: readonly ImageStep[], written: Written, progress: Progress): Promise<void> {
  const files = filesToWrite(media);
  if (files.size === 0) return;
  const images = media.filter((step) => step.action !== 'skip').length;
  let done = 0;
  await progress(`Writing the images: 0 of ${images}`);
  await forEachEntry(archive, async (name: string, entry: Readable) => {
    const file = files.get(name);
    if (!file) return drain(entry);
    written.files.push(file.id);
    await writeFileFrom(file, (await withThumbHash(file, entry)) as AsyncIterable<Buffer>);
    if (file.metadata.kind === 'original') await progress(`Writing the images: ${++done} of ${images}`);
  });
}

/** Writes what the plan imports, all of it or (as far as the database lets it be deleted again) none. */
export async function writePlan(plan: ImportPlan, archive: string, progress: Progress): Promise<void> {
  const written = new Written();
  try {
    await writeMedia(archive, plan.media, written, progress);
    await progress('Writing the categories, tags, posts and revisions');
    await written.insert(Category.collection, taxonomyDocs(plan.categories));
    await written.insert(Tag.collection, taxonomyDocs(plan.tags));
    const posts = plan.posts.filter((step) => step.action !== 'skip');
    await written.insert(
      Post.collection,
      posts.map(({ record, targetId, fields, previousSlugs }) => ({
        _id: targetId,
        ...fields!,
        previousSlugs,
        version: record.version,
        createdAt: record.createdAt,
        updatedAt: record.updatedAt,
        // Staff are this site's accounts, not content: an imported post has no author here.
        authorId: null,
        lastEditorId: null,
      })),
    );
    await written.insert(
      PostRevision.collection,
      posts.flatMap((step) => step.revisions),
    );
  } catch (error) {
    await written
      .undo()
      .catch((undoError: unknown) => logger.error({ err: undoError }, 'Could not delete a partly written content import'));
    if (isDuplicateKey(error)) throw conflict(IMPORT_MESSAGES.raced);
    throw error;
  }
}
