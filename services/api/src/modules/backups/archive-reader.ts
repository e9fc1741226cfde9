import { ArchiveFormatError, checkedLength, FORMAT_VERSION, MAGIC_NUMBER, namespaceOf, TERMINATOR } from './archive-format';
import type { ArchiveHeader, CollectionEntry } from './archive-format';
import { parseCollectionEntry, parseHeader, parseNamespaceHeader } from './archive-headers';
import { ByteReader } from './byte-reader';
import { Crc64 } from './crc64';

export type ArchiveEvent =
  | { kind: 'document'; db: string; collection: string; bson: Buffer }
  /** A collection's end, once its documents' CRC matched the one its EOF header carries. */
  | { kind: 'end'; db: string; collection: string; documents: number };

export interface Archive {
  header: ArchiveHeader;
  collections: CollectionEntry[];
  /** The collections' documents and ends, in the archive's order; throws on any corruption, truncation included. */
  events: () => AsyncGenerator<ArchiveEvent>;
}

const TERMINATOR_ITEM = Symbol('terminator');
const corrupt = (problem: string) => new ArchiveFormatError(`corrupt archive: ${problem}`);

/** Reads an archive's prelude (checking its magic number and format version); its data follows through events(). */
export async function openArchive(chunks: AsyncIterable<Buffer>): Promise<Archive> {
  const reader = new ByteReader(chunks);
  if (!(await reader.fill(4)) || reader.take(4).readUInt32LE(0) !== MAGIC_NUMBER) {
    throw new ArchiveFormatError('not a mongodump archive (its magic number is wrong)');
  }
  const first = await nextItem(reader);
  if (!Buffer.isBuffer(first)) throw corrupt('it has no header');
  const header = parseHeader(first);
  if (header.formatVersion !== FORMAT_VERSION) {
    throw new ArchiveFormatError(`archive format version "${header.formatVersion}" is unknown (this reads ${FORMAT_VERSION})`);
  }
  const collections: CollectionEntry[] = [];
  for (let item = await nextItem(reader); item !== TERMINATOR_ITEM; item = await nextItem(reader)) {
    if (!item) throw corrupt('it ends within its prelude');
    collections.push(parseCollectionEntry(item));
  }
  return { header, collections, events: () => readEvents(reader, collections) };
}

async function* readEvents(reader: ByteReader, collections: readonly CollectionEntry[]): AsyncGenerator<ArchiveEvent> {
  const open = new Map(collections.map((entry) => [namespaceOf(entry), { crc: new Crc64(), documents: 0 }]));
  const ended = new Set<string>();
  for (let item = await nextItem(reader); item; item = await nextItem(reader)) {
    if (item === TERMINATOR_ITEM) throw corrupt('a terminator where a namespace header belongs');
    const { db, collection, eof, crc } = parseNamespaceHeader(item);
    const name = namespaceOf({ db, collection });
    const state = open.get(name);
    if (!state) throw corrupt(ended.has(name) ? `${name} has data after its end` : `${name} is not in its prelude`);
    if (eof) {
      if (state.crc.digest() !== crc) throw new ArchiveFormatError(`corrupt archive: the CRC of ${name}'s documents does not match`);
      if ((await nextItem(reader)) !== TERMINATOR_ITEM) throw corrupt(`${name}'s end header is not followed by a terminator`);
      open.delete(name);
      ended.add(name);
      yield { kind: 'end', db, collection, documents: state.documents };
      continue;
    }
    for (let body = await nextItem(reader); body !== TERMINATOR_ITEM; body = await nextItem(reader)) {
      if (!body) throw corrupt(`it ends within a segment of ${name}`);
      state.crc.update(body);
      state.documents += 1;
      yield { kind: 'document', db, collection, bson: body };
    }
  }
  if (open.size > 0) throw corrupt(`it ends before ${[...open.keys()].join(', ')} did (truncated?)`);
}

/** The next BSON document or terminator; undefined at the end of the stream, between items only. */
async function nextItem(reader: ByteReader): Promise<Buffer | typeof TERMINATOR_ITEM | undefined> {
  if (await reader.atEnd()) return undefined;
  if (!(await reader.fill(4))) throw corrupt('it ends within a length (truncated?)');
  const length = checkedLength(reader.peekUInt32());
  if (length === TERMINATOR) {
    reader.take(4);
    return TERMINATOR_ITEM;
  }
  if (!(await reader.fill(length))) throw corrupt('it ends within a document (truncated?)');
  const bson = reader.take(length);
  if (bson[length - 1] !== 0) throw corrupt(`a document of ${length} bytes does not end with a null byte`);
  return bson;
}
