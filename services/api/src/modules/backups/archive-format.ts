/**
 * The mongodump archive format (mongo-tools common/archive/spec.md): a magic number, a header, one
 * metadata document per collection, a terminator, then each collection's documents in segments
 * (a namespace header, documents, a terminator), each collection ending with an EOF header that
 * carries the CRC-64 of all its documents. What `mongodump --archive --gzip` writes, gzipped whole.
 */
export const MAGIC_NUMBER = 0x8199e26d;
/** The archive format's own version: the only one there is. */
export const FORMAT_VERSION = '0.1';
export const TERMINATOR = 0xffffffff;
/** Neither a document nor the parser's buffer can be larger (mongo-tools db.MaxBSONSize). */
export const MAX_BSON_SIZE = 16 * 1024 * 1024;
const MIN_BSON_SIZE = 5;

export interface ArchiveHeader {
  concurrentCollections: number;
  formatVersion: string;
  serverVersion: string;
  toolVersion: string;
}

/** A prelude entry. `metadata`: canonical Extended JSON, as mongodump's metadata.json files hold it. */
export interface CollectionEntry {
  db: string;
  collection: string;
  metadata: string;
  /** The collection's size in bytes, an estimate: mongorestore shows progress with it. */
  size: number;
  /** listCollections' type: "collection" here (mongodump also writes "view" and "timeseries"; older ones "" for a collection). */
  type: string;
}

export interface NamespaceHeader {
  db: string;
  collection: string;
  eof: boolean;
  crc: bigint;
}

export class ArchiveFormatError extends Error {}

export const namespaceOf = ({ db, collection }: { db: string; collection: string }) => `${db}.${collection}`;

/** A document's length (its first four bytes), or the terminator; anything else is corruption. */
export function checkedLength(length: number): number {
  if (length !== TERMINATOR && (length < MIN_BSON_SIZE || length > MAX_BSON_SIZE)) {
    throw new ArchiveFormatError(`corrupt archive: ${length} is neither a BSON document's length nor a terminator`);
  }
  return length;
}
