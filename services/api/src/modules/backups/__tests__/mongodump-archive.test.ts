import { Readable } from 'node:stream';
import { mongo } from 'mongoose';
import { ArchiveFormatError, type CollectionEntry } from '../archive-format';
import { openArchive, type ArchiveEvent } from '../archive-reader';
import { ArchiveWriter } from '../archive-writer';
import { Crc64 } from '../crc64';

const HEADER = { concurrentCollections: 1, serverVersion: '7.0.42', toolVersion: 'fns-backup 1' };
const entry = (collection: string): CollectionEntry => ({
  db: 'site',
  collection,
  metadata: `{"indexes":[],"collectionName":"${collection}"}`,
  size: 100,
  type: 'collection',
});
const doc = (fields: mongo.Document) => Buffer.from(mongo.BSON.serialize(fields));

/** Two collections whose documents alternate (so each is split over segments), one empty, one with a large document. */
function sampleArchive(): Buffer {
  const writer = new ArchiveWriter();
  const posts = { db: 'site', collection: 'posts' };
  const tags = { db: 'site', collection: 'tags' };
  const pieces = writer.prelude(HEADER, [entry('posts'), entry('tags'), entry('empty'), entry('media')]);
  for (let n = 0; n < 3; n++) {
    pieces.push(...writer.document(posts, doc({ _id: n, title: `Post ${n}`, at: new Date(n) })));
    pieces.push(...writer.document(tags, doc({ _id: new mongo.ObjectId(), n: new mongo.Int32(n) })));
  }
  pieces.push(...writer.end(posts).bytes, ...writer.end(tags).bytes, ...writer.end({ db: 'site', collection: 'empty' }).bytes);
  const large = doc({ _id: 'chunk', data: new mongo.Binary(Buffer.alloc(100_000, 7)) });
  pieces.push(...writer.document({ db: 'site', collection: 'media' }, large), ...writer.end({ db: 'site', collection: 'media' }).bytes);
  writer.finish();
  return Buffer.concat(pieces);
}

/** The archive fed in small pieces, as a gunzip stream gives it (documents then straddle chunks). */
function inChunks(bytes: Buffer, size = 1000) {
  const pieces = Array.from({ length: Math.ceil(bytes.length / size) }, (_, index) => bytes.subarray(index * size, (index + 1) * size));
  return Readable.from(pieces) as AsyncIterable<Buffer>;
}

async function readAll(bytes: Buffer) {
  const archive = await openArchive(inChunks(bytes));
  const events: ArchiveEvent[] = [];
  for await (const event of archive.events()) events.push(event);
  return { archive, events };
}

describe('CRC-64-ECMA', () => {
  it("matches Go's crc64.Checksum with crc64.ECMA, whole or in pieces", () => {
    expect(new Crc64().update(Buffer.from('123456789')).digest()).toBe(0x995dc9bbdf1939fan);
    expect(new Crc64().update(Buffer.from('1234')).update(Buffer.from('56789')).digest()).toBe(0x995dc9bbdf1939fan);
    expect(new Crc64().digest()).toBe(0n);
  });
});

describe('mongodump archive', () => {
  it('reads back the header, prelude and every document of collections split over segments', async () => {
    const { archive, events } = await readAll(sampleArchive());
    expect(archive.header).toEqual({ ...HEADER, formatVersion: '0.1' });
    expect(archive.collections.map((collection) => collection.collection)).toEqual(['posts', 'tags', 'empty', 'media']);
    expect(archive.collections[0]).toEqual(entry('posts'));
    const documents = events.flatMap((event) =>
      event.kind === 'document' ? [[event.collection, mongo.BSON.deserialize(event.bson)]] : [],
    );
    expect(documents.filter(([name]) => name === 'posts').map(([, fields]) => fields)).toEqual(
      [0, 1, 2].map((n) => ({ _id: n, title: `Post ${n}`, at: new Date(n) })),
    );
    expect(events.filter((event) => event.kind === 'end')).toEqual([
      { kind: 'end', db: 'site', collection: 'posts', documents: 3 },
      { kind: 'end', db: 'site', collection: 'tags', documents: 3 },
      { kind: 'end', db: 'site', collection: 'empty', documents: 0 },
      { kind: 'end', db: 'site', collection: 'media', documents: 1 },
    ]);
    const media = events.find((event) => event.kind === 'document' && event.collection === 'media');
    expect(media?.kind === 'document' && media.bson.length).toBeGreaterThan(100_000);
  });

  it('lays out what the spec says: magic number, header, prelude, terminator, then segments', () => {
    const bytes = sampleArchive();
    expect(bytes.readUInt32LE(0)).toBe(0x8199e26d);
    const headerLength = bytes.readInt32LE(4);
    const header = mongo.BSON.deserialize(bytes.subarray(4, 4 + headerLength));
    expect(Object.keys(header)).toEqual(['concurrent_collections', 'version', 'server_version', 'tool_version']);
    const firstEntry = mongo.BSON.deserialize(bytes.subarray(4 + headerLength), { allowObjectSmallerThanBufferSize: true });
    expect(Object.keys(firstEntry)).toEqual(['db', 'collection', 'metadata', 'size', 'type']);
  });

  it("refuses an archive whose documents do not match their collection's CRC", async () => {
    const bytes = sampleArchive();
    const title = bytes.indexOf('Post 1');
    bytes[title + 5] = '7'.charCodeAt(0);
    await expect(readAll(bytes)).rejects.toThrow(/the CRC of site\.posts's documents does not match/);
  });

  it('refuses a wrong magic number, an unknown format version and a truncated archive', async () => {
    const wrongMagic = sampleArchive();
    wrongMagic.writeUInt32LE(0x12345678, 0);
    await expect(readAll(wrongMagic)).rejects.toThrow(new ArchiveFormatError('not a mongodump archive (its magic number is wrong)'));
    const otherVersion = sampleArchive();
    otherVersion.write('0.2', otherVersion.indexOf('0.1'));
    await expect(readAll(otherVersion)).rejects.toThrow(/archive format version "0.2" is unknown/);
    const whole = sampleArchive();
    await expect(readAll(whole.subarray(0, whole.length - 40))).rejects.toThrow(/truncated/);
    await expect(readAll(Buffer.alloc(0))).rejects.toThrow(/magic number/);
  });

  it('refuses to write a document of a collection outside the prelude or after its end', () => {
    const writer = new ArchiveWriter();
    writer.prelude(HEADER, [entry('posts')]);
    expect(() => writer.document({ db: 'site', collection: 'other' }, doc({}))).toThrow(/not in the prelude/);
    expect(() => writer.finish()).toThrow(/open collections: site\.posts/);
    writer.end({ db: 'site', collection: 'posts' });
    expect(() => writer.document({ db: 'site', collection: 'posts' }, doc({}))).toThrow(/already ended/);
  });
});
