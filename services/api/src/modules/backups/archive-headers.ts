import { mongo } from 'mongoose';
import { ArchiveFormatError, type ArchiveHeader, type CollectionEntry, type NamespaceHeader } from './archive-format';

/** The archive's own documents (header, prelude entries, namespace headers) as BSON, with the field names and types mongo-tools uses. */

const serialize = (document: mongo.Document) => Buffer.from(mongo.BSON.serialize(document));

export const headerBson = (header: ArchiveHeader) =>
  serialize({
    concurrent_collections: new mongo.Int32(header.concurrentCollections),
    version: header.formatVersion,
    server_version: header.serverVersion,
    tool_version: header.toolVersion,
  });

// Go's `int`: an int32 when it fits, as its driver writes it.
export const collectionEntryBson = (entry: CollectionEntry) =>
  serialize({
    db: entry.db,
    collection: entry.collection,
    metadata: entry.metadata,
    size: entry.size <= 0x7fffffff ? new mongo.Int32(entry.size) : mongo.Long.fromNumber(entry.size),
    type: entry.type,
  });

// The CRC is an unsigned 64-bit value stored in BSON's int64, bit for bit.
export const namespaceHeaderBson = (header: NamespaceHeader) =>
  serialize({ db: header.db, collection: header.collection, EOF: header.eof, CRC: BigInt.asIntN(64, header.crc) });

export function parseHeader(bson: Buffer): ArchiveHeader {
  const fields = deserialize(bson, 'archive header');
  return {
    concurrentCollections: field(fields, 'concurrent_collections', 'number', 'archive header'),
    formatVersion: field(fields, 'version', 'string', 'archive header'),
    serverVersion: field(fields, 'server_version', 'string', 'archive header'),
    toolVersion: field(fields, 'tool_version', 'string', 'archive header'),
  };
}

export function parseCollectionEntry(bson: Buffer): CollectionEntry {
  const fields = deserialize(bson, 'collection metadata');
  const size: unknown = fields.size;
  return {
    db: field(fields, 'db', 'string', 'collection metadata'),
    collection: field(fields, 'collection', 'string', 'collection metadata'),
    metadata: typeof fields.metadata === 'string' ? fields.metadata : '',
    size: typeof size === 'bigint' ? Number(size) : typeof size === 'number' ? size : 0,
    type: typeof fields.type === 'string' ? fields.type : '',
  };
}

export function parseNamespaceHeader(bson: Buffer): NamespaceHeader {
  const fields = deserialize(bson, 'namespace header');
  return {
    db: field(fields, 'db', 'string', 'namespace header'),
    collection: field(fields, 'collection', 'string', 'namespace header'),
    eof: fields.EOF === true,
    crc: BigInt.asUintN(64, typeof fields.CRC === 'bigint' ? fields.CRC : 0n),
  };
}

function deserialize(bson: Buffer, what: string): mongo.Document {
  try {
    return mongo.BSON.deserialize(bson, { useBigInt64: true });
  } catch (error) {
    throw new ArchiveFormatError(`corrupt archive: its ${what} is not BSON (${(error as Error).message})`);
  }
}

function field<Type extends 'string' | 'number'>(
  fields: mongo.Document,
  name: string,
  type: Type,
  what: string,
): Type extends 'string' ? string : number {
  const value: unknown = fields[name];
  if (typeof value !== type) throw new ArchiveFormatError(`corrupt archive: its ${what} has no ${type} "${name}"`);
  return value as Type extends 'string' ? string : number;
}
