import { trusted } from 'mongoose';
import { SendSlot } from './outbox-mail.model';

const DUPLICATE_KEY = 11000;

/**
 * At most `rate` messages in any `windowMs` (a minute), across every worker of every instance.
 * Each message first takes a slot, a document whose `_id` is `${window}:${n}` (window: the number
 * of whole windows since 1970; n < rate), by inserting it: a unique `_id` is the one write that
 * FerretDB and MongoDB both make atomic, so a slot is taken once. Slot n of a window is taken only
 * once slot n of the window before is `windowMs` old, so no span of `windowMs` holds two slots of
 * one n, and so never more than `rate` messages — a sliding limit, not one per calendar minute (up
 * to the instances' clock difference).
 */
export class SendRate {
  private window = -1;
  /** Slots of this window below it are taken (by anyone). */
  private cursor = 0;

  constructor(
    private readonly rate: number,
    private readonly windowMs: number,
    /** Waits up to `ms`; resolves false when the worker is stopping. */
    private readonly pause: (ms: number) => Promise<boolean>,
  ) {}

  /** Takes a slot, waiting while none is free; false when the worker stopped meanwhile. */
  async acquire(): Promise<boolean> {
    for (;;) {
      const now = Date.now();
      const window = Math.floor(now / this.windowMs);
      if (window !== this.window) [this.window, this.cursor] = [window, 0];
      // When each slot of the window before was taken: slot n is free again windowMs after its own.
      const earlier = await SendSlot.find({ window: window - 1 }, { at: 1 }).lean();
      const takenAt = new Map(earlier.map((slot) => [Number(String(slot._id).split(':')[1]), slot.at.getTime()]));
      let wait = (window + 1) * this.windowMs - now;
      for (let n = this.cursor; n < this.rate; n += 1) {
        const ready = (takenAt.get(n) ?? -Infinity) + this.windowMs - Date.now();
        if (ready > 0) {
          wait = Math.min(wait, ready);
          continue;
        }
        // Tried once, by us or by another worker that took it: never asked for again this window.
        if (n === this.cursor) this.cursor = n + 1;
        if (await this.take(window, n)) return true;
      }
      if (!(await this.pause(wait))) return false;
    }
  }

  /** Slots of the windows before the last are never read again. */
  async forgetOld(): Promise<void> {
    await SendSlot.deleteMany({ window: trusted({ $lt: Math.floor(Date.now() / this.windowMs) - 1 }) });
  }

  private async take(window: number, n: number): Promise<boolean> {
    try {
      await SendSlot.create({ _id: `${window}:${n}`, window, at: new Date() });
      return true;
    } catch (error) {
      if ((error as { code?: number }).code === DUPLICATE_KEY) return false;
      throw error;
    }
  }
}
