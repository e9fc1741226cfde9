/**
 * A small least-recently-used cache of promises. Concurrent callers for the same key share one
 * in-flight promise, so the work runs once; a promise that rejects is dropped so the next call
 * retries.
 */
export class VariantCache<T> {
  private readonly entries = new Map<string, Promise<T>>();
  private produced = 0;

  constructor(private readonly maxEntries: number) {}

  /** The cached (or in-flight) value for `key`, producing it on a miss. */
  get(key: string, produce: () => Promise<T>): Promise<T> {
    const cached = this.entries.get(key);
    if (cached) {
      // Map keeps insertion order: re-inserting marks the entry as the most recently used.
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached;
    }
    this.produced += 1;
    // Started from a resolved promise so that a synchronous throw becomes a rejection too.
    const pending = Promise.resolve().then(produce);
    this.entries.set(key, pending);
    pending.catch(() => {
      if (this.entries.get(key) === pending) this.entries.delete(key);
    });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return pending;
  }

  /** Entries held now, and how many times a miss started the work. */
  stats(): { size: number; produced: number } {
    return { size: this.entries.size, produced: this.produced };
  }
}
