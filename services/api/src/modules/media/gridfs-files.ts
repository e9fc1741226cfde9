import { Readable } from 'node:stream';
import { trusted, type mongo, type Types } from 'mongoose';
import { UploadChunk, UploadFile, type UploadFileDoc } from './upload.model';

/**
 * Files in GridFS's layout (bucket "uploads"), so that drivers and tools read them, but written
 * and read here rather than through the driver's GridFSBucket: it finds a file's chunks by
 * `files_id`, and the embedded FerretDB (SQLite) pushes only an `_id` filter down to SQL, so every
 * read would scan every chunk of every stored file (1.8 s for a 50 KB image with 100 MB stored;
 * 3 ms by `_id`). A chunk's `_id` is "{files_id}:{n}", which its file's length and chunk size give.
 */

/** GridFS's default chunk size: small enough to stream, one round trip per chunk. */
const CHUNK_BYTES = 255 * 1024;

export interface NewFile {
  id: Types.ObjectId;
  filename: string;
  bytes: Buffer;
  metadata: UploadFileDoc['metadata'];
}

/** What finds a stored file's chunks. */
type FileExtent = Pick<UploadFileDoc, '_id' | 'length' | 'chunkSize'>;

const chunkIdsOf = ({ _id, length, chunkSize }: FileExtent) =>
  Array.from({ length: Math.ceil(length / chunkSize) }, (_, n) => `${_id.toHexString()}:${n}`);

/** Writes the chunks, then the file document: a file is listed only once all of it is there. */
export async function writeFile(file: NewFile): Promise<void> {
  const chunkIds = chunkIdsOf({ _id: file.id, length: file.bytes.length, chunkSize: CHUNK_BYTES });
  await UploadChunk.insertMany(
    chunkIds.map((_id, n) => ({ _id, files_id: file.id, n, data: file.bytes.subarray(n * CHUNK_BYTES, (n + 1) * CHUNK_BYTES) })),
    { lean: true },
  );
  await UploadFile.create({
    _id: file.id,
    length: file.bytes.length,
    chunkSize: CHUNK_BYTES,
    uploadDate: new Date(),
    filename: file.filename,
    metadata: file.metadata,
  });
}

/**
 * Writes a file from a stream of its bytes, one chunk in memory at a time: the chunks as they fill,
 * then the file document (its `uploadDate` as given, e.g. kept by an import). Answers the length.
 * A failure leaves chunks behind: `deleteFiles` removes them.
 */
export async function writeFileFrom(
  file: Omit<NewFile, 'bytes'> & { uploadDate: Date },
  bytes: AsyncIterable<Buffer | Uint8Array>,
): Promise<number> {
  let pending = Buffer.alloc(0);
  let n = 0;
  let length = 0;
  const writeChunk = async (data: Buffer) => {
    await UploadChunk.insertMany([{ _id: `${file.id.toHexString()}:${n}`, files_id: file.id, n, data }], { lean: true });
    n += 1;
  };
  for await (const piece of bytes) {
    length += piece.length;
    pending = pending.length === 0 ? Buffer.from(piece) : Buffer.concat([pending, piece]);
    while (pending.length >= CHUNK_BYTES) {
      await writeChunk(pending.subarray(0, CHUNK_BYTES));
      pending = pending.subarray(CHUNK_BYTES);
    }
  }
  if (pending.length > 0) await writeChunk(pending);
  await UploadFile.create({
    _id: file.id,
    length,
    chunkSize: CHUNK_BYTES,
    uploadDate: file.uploadDate,
    filename: file.filename,
    metadata: file.metadata,
  });
  return length;
}

/** The file's bytes, one chunk read at a time as the stream is consumed. */
export function readFile(file: FileExtent): Readable {
  return Readable.from(
    (async function* chunks() {
      for (const chunkId of chunkIdsOf(file)) {
        const chunk = await UploadChunk.findById(chunkId, { data: 1 }).lean<{ data: mongo.Binary }>();
        if (!chunk) throw new Error(`GridFS file ${file._id.toHexString()} has lost its chunk ${chunkId}.`);
        const bytes = chunk.data.buffer;
        yield Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      }
    })(),
    { objectMode: false },
  );
}

/**
 * Deletes the files' chunks (also of files whose document was never written), then their documents
 * in the order given: put the one that lists the others last, so a failed delete can be retried.
 */
export async function deleteFiles(ids: readonly Types.ObjectId[]): Promise<void> {
  if (ids.length === 0) return;
  // One statement for every chunk: on FerretDB each delete scans the collection (one by `_id` too),
  // so one by `files_id` costs what a single chunk's would; MongoDB uses GridFS's index for it.
  await UploadChunk.deleteMany({ files_id: trusted({ $in: ids }) });
  await UploadFile.bulkWrite(ids.map((_id) => ({ deleteOne: { filter: { _id } } })));
}
