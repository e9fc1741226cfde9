import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { ArchiveFormatError } from './archive-format';
import { openArchive, type Archive } from './archive-reader';

/** Reads a gzipped archive file as a stream through `use` (which must read what it needs before it returns). */
export async function readArchiveFile<T>(file: string, use: (archive: Archive) => Promise<T>): Promise<T> {
  let result: { value: T } | undefined;
  try {
    await pipeline(createReadStream(file, { highWaterMark: 1024 * 1024 }), createGunzip(), async (source: AsyncIterable<Buffer>) => {
      result = { value: await use(await openArchive(source)) };
    });
  } catch (error) {
    // zlib's errors (Z_DATA_ERROR, Z_BUF_ERROR...): a damaged, truncated or not gzipped file.
    if (String((error as { code?: unknown }).code).startsWith('Z_')) {
      throw new ArchiveFormatError(`${file} is not a whole gzip file (${(error as Error).message})`);
    }
    throw error;
  }
  return result!.value;
}
