import { FORMAT_VERSION, MAGIC_NUMBER, namespaceOf, TERMINATOR, type ArchiveHeader, type CollectionEntry } from './archive-format';
import { collectionEntryBson, headerBson, namespaceHeaderBson } from './archive-headers';
import { Crc64 } from './crc64';

const word = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(value);
  return bytes;
};
const TERMINATOR_BYTES = word(TERMINATOR);

interface Namespace {
  db: string;
  collection: string;
}

/**
 * Lays a mongodump archive out, as mongodump's multiplexer does: each call answers the bytes to
 * write next, so the caller streams them (nothing is held here but a CRC per open collection).
 * Documents of several collections may alternate; each switch starts a new segment.
 */
export class ArchiveWriter {
  private readonly open = new Map<string, { crc: Crc64; documents: number }>();
  private readonly ended = new Set<string>();
  /** The collection whose segment is open, if one is. */
  private current: string | undefined;

  /** The magic number, header and one entry per collection, which each must then be ended. */
  prelude(header: Omit<ArchiveHeader, 'formatVersion'>, collections: readonly CollectionEntry[]): Buffer[] {
    for (const entry of collections) this.open.set(namespaceOf(entry), { crc: new Crc64(), documents: 0 });
    return [
      word(MAGIC_NUMBER),
      headerBson({ ...header, formatVersion: FORMAT_VERSION }),
      ...collections.map(collectionEntryBson),
      TERMINATOR_BYTES,
    ];
  }

  /** One document (its BSON, as read), after a namespace header when the previous one was another collection's. */
  document(namespace: Namespace, bson: Buffer): Buffer[] {
    const name = namespaceOf(namespace);
    const state = this.stateOf(name);
    state.crc.update(bson);
    state.documents += 1;
    if (this.current === name) return [bson];
    const pieces = this.closeSegment();
    this.current = name;
    return [...pieces, namespaceHeaderBson({ ...namespace, eof: false, crc: 0n }), bson];
  }

  /** The collection's EOF header, with the CRC of all its documents. Answers how many it had. */
  end(namespace: Namespace): { bytes: Buffer[]; documents: number } {
    const name = namespaceOf(namespace);
    const { crc, documents } = this.stateOf(name);
    this.open.delete(name);
    this.ended.add(name);
    const bytes = [...this.closeSegment(), namespaceHeaderBson({ ...namespace, eof: true, crc: crc.digest() }), TERMINATOR_BYTES];
    return { bytes, documents };
  }

  /** Throws unless every collection of the prelude was ended: an archive without them is refused by readers. */
  finish(): void {
    if (this.open.size > 0) throw new Error(`The archive still has open collections: ${[...this.open.keys()].join(', ')}.`);
  }

  private closeSegment(): Buffer[] {
    if (this.current === undefined) return [];
    this.current = undefined;
    return [TERMINATOR_BYTES];
  }

  private stateOf(name: string) {
    const state = this.open.get(name);
    if (!state) throw new Error(`${name} is ${this.ended.has(name) ? 'already ended' : 'not in the prelude'}.`);
    return state;
  }
}
