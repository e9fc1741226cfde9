export interface WindowCounterOptions {
  /** How many events a key may have within one window. */
  limit: number;
  windowMs: number;
  /** How many keys one window remembers; past it, unknown keys are refused (memory stays bounded under a flood). */
  maxKeys?: number;
}

/**
 * A per-key rate limit in constant time and bounded memory: the count of the current fixed window
 * plus the previous window's, weighted by how much of it the sliding window still covers (the
 * sliding-window-counter estimate). Two maps of counts, swapped each window: never a list of times.
 */
export class WindowCounter {
  readonly limit: number;
  private readonly windowMs: number;
  private readonly maxKeys: number;
  private windowStart = 0;
  private current = new Map<string, number>();
  private previous = new Map<string, number>();

  constructor({ limit, windowMs, maxKeys = 50_000 }: WindowCounterOptions) {
    this.limit = limit;
    this.windowMs = windowMs;
    this.maxKeys = maxKeys;
  }

  private roll(now: number): void {
    const window = Math.floor(now / this.windowMs) * this.windowMs;
    if (window === this.windowStart) return;
    // A gap of more than one window leaves nothing of the one before.
    this.previous = window - this.windowStart === this.windowMs ? this.current : new Map<string, number>();
    this.current = new Map<string, number>();
    this.windowStart = window;
  }

  /** The sliding window's estimate of `key`'s events so far. */
  count(key: string, now = Date.now()): number {
    this.roll(now);
    const covered = 1 - (now - this.windowStart) / this.windowMs;
    return (this.current.get(key) ?? 0) + (this.previous.get(key) ?? 0) * covered;
  }

  /** Counts one event of `key` when it is within the limit; false (and nothing counted) when it is not. */
  take(key: string, now = Date.now()): boolean {
    const counted = this.count(key, now);
    if (counted + 1 > this.limit) return false;
    if (!this.current.has(key) && this.current.size >= this.maxKeys) return false;
    this.current.set(key, (this.current.get(key) ?? 0) + 1);
    return true;
  }

  /** Keys remembered now (both windows): bounded by twice `maxKeys`. */
  get size(): number {
    return this.current.size + this.previous.size;
  }
}
