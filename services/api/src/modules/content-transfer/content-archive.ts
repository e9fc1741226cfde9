import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { extract } from 'tar-stream';
import { badRequest, ApiError } from '../../lib/api-error';
import { CONTENT_FILE, IMPORT_MESSAGES, MAX_ARCHIVE_ENTRIES, MAX_CONTENT_JSON_BYTES } from './content-format';

/** A file of the archive as the first reading found it. */
export interface ArchiveEntry {
  length: number;
  sha256: string;
  /** Its first bytes, which tell an image's type. */
  head: Buffer;
}

const HEAD_BYTES = 32;

/** An entry's name as the archive's writer meant it: "./media/x" and "media/x" are one. */
const entryName = (name: string) => name.replace(/^(\.\/)+/, '');

/**
 * Reads the .tar.gz at `file` entry by entry (one at a time, none of it held), handing each regular
 * file to `visit`, which must read it to its end. A file that is not gzip or not tar is a 400.
 */
export async function forEachEntry(file: string, visit: (name: string, entry: Readable) => Promise<void>): Promise<void> {
  const source = createReadStream(file);
  const gunzip = createGunzip();
  const entries = extract();
  // Set when the bytes are not gzip or not tar: then whatever failed reading them (an entry cut short too) is a 400.
  let broken = false;
  const brokenArchive = (error: unknown) => {
    if (error instanceof ApiError) return error;
    return broken ? badRequest(IMPORT_MESSAGES.notAnArchive) : error;
  };
  source.on('error', (error) => gunzip.destroy(error));
  gunzip.on('error', (error) => {
    broken = true;
    entries.destroy(error);
  });
  entries.on('error', () => (broken = true));
  source.pipe(gunzip).pipe(entries);
  const iterator = entries[Symbol.asyncIterator]();
  try {
    for (let count = 0; ; count++) {
      const step = await iterator.next().catch((error: unknown) => {
        throw error instanceof ApiError ? error : badRequest(IMPORT_MESSAGES.notAnArchive);
      });
      if (step.done) return;
      if (count >= MAX_ARCHIVE_ENTRIES) throw badRequest(IMPORT_MESSAGES.tooManyEntries);
      const entry = step.value as unknown as Readable & { header: { name: string; type: string } };
      await (entry.header.type === 'file' ? visit(entryName(entry.header.name), entry) : drain(entry)).catch((error: unknown) => {
        throw brokenArchive(error);
      });
    }
  } finally {
    await iterator.return?.();
    source.destroy();
    gunzip.destroy();
  }
}

export async function drain(entry: AsyncIterable<unknown>): Promise<void> {
  for await (const _chunk of entry) {
    // read and dropped
  }
}

/**
 * The first reading: content.json's text, and every other file's length, SHA-256 and first bytes
 * (nothing written anywhere), so that the whole file is checked before anything is imported.
 */
export async function scanArchive(file: string): Promise<{ contentJson: string; entries: Map<string, ArchiveEntry> }> {
  let contentJson: string | undefined;
  const entries = new Map<string, ArchiveEntry>();
  await forEachEntry(file, async (name, entry) => {
    if (name === CONTENT_FILE) {
      if (contentJson !== undefined) throw badRequest(IMPORT_MESSAGES.twoContentJson);
      contentJson = await readText(entry);
      return;
    }
    const hash = createHash('sha256');
    let length = 0;
    let head = Buffer.alloc(0);
    for await (const chunk of entry as AsyncIterable<Buffer>) {
      hash.update(chunk);
      length += chunk.length;
      if (head.length < HEAD_BYTES) head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
    }
    entries.set(name, { length, sha256: hash.digest('hex'), head });
  });
  if (contentJson === undefined) throw badRequest(IMPORT_MESSAGES.noContentJson);
  return { contentJson, entries };
}

async function readText(entry: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of entry as AsyncIterable<Buffer>) {
    length += chunk.length;
    if (length > MAX_CONTENT_JSON_BYTES) throw new ApiError(413, IMPORT_MESSAGES.contentJsonTooLarge);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
