import type { CachedResponse } from './cached-response';

export interface ResponseCacheOptions {
  /** How long an answer stays current (what a change made elsewhere may stay unseen); 0 keeps nothing. */
  ttlMs: number;
  /** Bound on the bytes held (body plus gzip; 32 MiB unless told); a larger answer is sent, not kept. */
  maxBytes?: number;
  /**
   * false: from half its life on, a request also starts one refresh; nothing older than `ttlMs` is
   * served. true: an expired entry keeps answering while one refresh runs (readers never queue behind
   * the source); it goes if that refresh fails.
   */
  serveExpired?: boolean;
  /** Which answers are kept (the others are only sent): all, unless told. */
  keeps?: (entry: CachedResponse) => boolean;
}

type Slot = { entry: CachedResponse; refreshAt: number; expiresAt: number; refreshStartedAt?: number };
/** A refresh that has not ended after this long is taken for lost: another may start. */
const REFRESH_TIMEOUT_MS = 10_000;
const sizeOf = (entry: CachedResponse) => entry.body.length + entry.gzip.length;

/**
 * Answers (rendered pages, public reads) by key, bounded by bytes, least recently used out. Either
 * the caller produces them (`get`, then `set` with a `ticket` taken before producing: a page streamed
 * while it renders) or the cache does (`read`: concurrent misses share one production). `clear()` (a
 * write) drops everything, and an answer produced before it is not kept: it may predate the write.
 */
export class ResponseCache {
  readonly ttlMs: number;
  private readonly slots = new Map<string, Slot>();
  private readonly pending = new Map<string, Promise<CachedResponse>>();
  private bytes = 0;
  private generation = 0;
  private readonly options: Required<Omit<ResponseCacheOptions, 'ttlMs'>>;

  constructor({ ttlMs, maxBytes = 32 * 1024 * 1024, serveExpired = false, keeps = () => true }: ResponseCacheOptions) {
    this.ttlMs = ttlMs;
    this.options = { maxBytes, serveExpired, keeps };
  }

  /** The entry, and whether it is due for a refresh (which the caller then starts, once). */
  get(key: string): { entry: CachedResponse; refresh: boolean } | undefined {
    const [slot, now] = [this.slots.get(key), Date.now()];
    if (!slot) return undefined;
    const ended = slot.entry.endsAt <= now;
    if (ended || (!this.options.serveExpired && slot.expiresAt <= now)) {
      this.drop(key);
      // A refresh that started before the answer's end may tell the same: it is not joined.
      if (ended) this.pending.delete(key);
      return undefined;
    }
    // Most recently used last: Map keeps insertion order.
    this.slots.delete(key);
    this.slots.set(key, slot);
    const refresh = slot.refreshAt <= now && (slot.refreshStartedAt === undefined || now - slot.refreshStartedAt > REFRESH_TIMEOUT_MS);
    if (refresh) slot.refreshStartedAt = now;
    return { entry: slot.entry, refresh };
  }

  /**
   * The entry while it needs nothing done: not ended, not expired and not due for a refresh (a `get`
   * then starts that). For answering without the caller's own work (short-path.ts).
   */
  current(key: string): CachedResponse | undefined {
    const slot = this.slots.get(key);
    const now = Date.now();
    if (!slot || slot.refreshAt <= now || slot.expiresAt <= now || slot.entry.endsAt <= now) return undefined;
    this.slots.delete(key);
    this.slots.set(key, slot);
    return slot.entry;
  }

  /** A ticket for storing an answer produced from now on; it is void once the cache is cleared. */
  ticket(): number {
    return this.generation;
  }

  set(key: string, entry: CachedResponse, ticket: number): void {
    const now = Date.now();
    if (this.ttlMs <= 0 || ticket !== this.generation || entry.endsAt <= now || !this.options.keeps(entry)) return;
    this.drop(key);
    if (sizeOf(entry) > this.options.maxBytes) return;
    const refreshAt = now + (this.options.serveExpired ? this.ttlMs : this.ttlMs / 2);
    this.slots.set(key, { entry, refreshAt, expiresAt: now + this.ttlMs });
    this.bytes += sizeOf(entry);
    for (const [oldest] of this.slots) {
      if (this.bytes <= this.options.maxBytes) break;
      this.drop(oldest);
    }
  }

  /** The kept answer, or the one `produce` makes (shared by concurrent misses); a due refresh runs behind it. */
  async read(key: string, produce: () => Promise<CachedResponse>): Promise<CachedResponse> {
    if (this.ttlMs <= 0) return produce();
    const kept = this.get(key);
    if (kept && !kept.refresh) return kept.entry;
    const next = this.pending.get(key) ?? this.produce(key, produce);
    return kept?.entry ?? next;
  }

  clear(): void {
    this.slots.clear();
    this.pending.clear();
    this.bytes = 0;
    this.generation += 1;
  }

  /** Entries held now and the bytes of their answers. */
  stats(): { entries: number; bytes: number } {
    return { entries: this.slots.size, bytes: this.bytes };
  }

  private produce(key: string, produce: () => Promise<CachedResponse>): Promise<CachedResponse> {
    const [ticket, before] = [this.ticket(), this.slots.get(key)];
    const next = Promise.resolve().then(produce);
    const settled = (entry?: CachedResponse) => {
      if (this.pending.get(key) === next) this.pending.delete(key);
      if (entry) this.set(key, entry, ticket);
      // A failed refresh is no reader's error; but an expired entry, served on the promise of it, goes.
      if (before && this.slots.get(key) === before && before.expiresAt <= Date.now()) this.drop(key);
    };
    next.then(settled, () => settled());
    this.pending.set(key, next);
    return next;
  }

  private drop(key: string): void {
    const slot = this.slots.get(key);
    if (!slot) return;
    this.slots.delete(key);
    this.bytes -= sizeOf(slot.entry);
  }
}
