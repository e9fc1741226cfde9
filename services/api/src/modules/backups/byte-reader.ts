/**
 * Reads exact lengths from a stream of chunks (a gunzip's output), holding only the chunks not yet
 * read: a document within one chunk is a view of it, one across chunks is copied together.
 */
export class ByteReader {
  private readonly chunks: Buffer[] = [];
  /** Where the first chunk's unread bytes start. */
  private offset = 0;
  private buffered = 0;
  private ended = false;
  private readonly source: AsyncIterator<Buffer>;

  constructor(chunks: AsyncIterable<Buffer>) {
    this.source = chunks[Symbol.asyncIterator]();
  }

  /** True once `length` bytes are buffered; false when the stream ends first. */
  async fill(length: number): Promise<boolean> {
    while (this.buffered < length && !this.ended) {
      const next = await this.source.next();
      if (next.done) this.ended = true;
      else if (next.value.length > 0) {
        this.chunks.push(next.value);
        this.buffered += next.value.length;
      }
    }
    return this.buffered >= length;
  }

  /** True when the stream ended with every byte read. */
  async atEnd(): Promise<boolean> {
    return !(await this.fill(1));
  }

  /** The next four bytes as an unsigned little-endian number, left unread. Call fill(4) first. */
  peekUInt32(): number {
    const first = this.chunks[0]!;
    if (first.length - this.offset >= 4) return first.readUInt32LE(this.offset);
    return this.copy(4, false).readUInt32LE(0);
  }

  /** The next `length` bytes, read. Call fill(length) first. */
  take(length: number): Buffer {
    const first = this.chunks[0]!;
    if (first.length - this.offset < length) return this.copy(length, true);
    const bytes = first.subarray(this.offset, this.offset + length);
    this.advance(length);
    return bytes;
  }

  private copy(length: number, consume: boolean): Buffer {
    const bytes = Buffer.allocUnsafe(length);
    let copied = 0;
    let offset = this.offset;
    for (let index = 0; copied < length; index++, offset = 0) {
      const chunk = this.chunks[index]!;
      copied += chunk.copy(bytes, copied, offset, Math.min(chunk.length, offset + length - copied));
    }
    if (consume) this.advance(length);
    return bytes;
  }

  private advance(length: number): void {
    this.buffered -= length;
    this.offset += length;
    while (this.chunks.length > 0 && this.offset >= this.chunks[0]!.length) {
      this.offset -= this.chunks.shift()!.length;
    }
  }
}
