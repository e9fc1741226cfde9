import { trusted } from 'mongoose';
import { SendSlot } from './outbox-mail.model';
import { isDuplicateKey } from '../../lib/duplicate-key';

/**
 * Messages handed over in order may reach the mail server out of it (each on its own connection):
 * a slot is reused this share of a window late (a second a minute), so the server, too, counts no
 * more than `rate` in any window.
 */
const ARRIVAL_ALLOWANCE = 1 / 60;

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
  /** Slots of this window tried, and so taken (by this worker or another): never asked for again. */
  private tried = new Set<number>();
  /** When each slot of the window before was taken (-Infinity: it was not), by n, as read in this window. */
  private earlier = new Map<number, number>();
  /** The acquire under way: the worker's lanes take slots one after the other, never racing for one. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly rate: number,
    private readonly windowMs: number,
    /** Waits up to `ms`; resolves false when the worker is stopping. */
    private readonly pause: (ms: number) => Promise<boolean>,
  ) {}

  /** Takes a slot, waiting while none is free; false when the worker stopped meanwhile. */
  acquire(): Promise<boolean> {
    const turn = this.queue.then(() => this.takeFreeSlot());
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  private async takeFreeSlot(): Promise<boolean> {
    for (;;) {
      const now = Date.now();
      const window = Math.floor(now / this.windowMs);
      if (window !== this.window) await this.enter(window);
      let wait = (window + 1) * this.windowMs - now;
      // Each slot costs a read and a write once a window at most: the j-th message of a window must not cost j of each.
      for (let n = 0; n < this.rate; n += 1) {
        if (this.tried.has(n)) continue;
        const earlier = await this.takenAt(window - 1, n);
        const ready = earlier + this.windowMs * (1 + ARRIVAL_ALLOWANCE) - Date.now();
        if (ready > 0) {
          wait = Math.min(wait, ready);
          continue;
        }
        this.tried.add(n);
        if (await this.take(window, n, earlier === -Infinity)) return true;
      }
      if (!(await this.pause(wait))) return false;
    }
  }

  /**
   * When slot n of the window before was taken (-Infinity: it was not). A slot free when this
   * window began is read again by its _id before it counts as free (another instance may have
   * taken it as that window ended), once.
   */
  private async takenAt(window: number, n: number): Promise<number> {
    const known = this.earlier.get(n);
    if (known !== undefined) return known;
    const slot = await SendSlot.findById(`${window}:${n}`, { at: 1 }).lean();
    const at = slot ? slot.at.getTime() : -Infinity;
    this.earlier.set(n, at);
    return at;
  }

  /**
   * A new window: reads when the slots of the one before were taken (one query; FerretDB reads a
   * whole collection for a query on anything but _id), and forgets the slots of the windows before
   * the last two (never read again; the last two show what the last minutes sent).
   */
  private async enter(window: number): Promise<void> {
    const earlier = await SendSlot.find({ window: window - 1 }, { at: 1 }).lean();
    [this.window, this.tried] = [window, new Set()];
    this.earlier = new Map(earlier.map((slot) => [Number(String(slot._id).split(':')[1]), slot.at.getTime()]));
    await SendSlot.deleteMany({ window: trusted({ $lt: window - 2 }) });
  }

  /**
   * Inserts slot n of `window`. A take of slot n of the window before, decided as that window ended,
   * may land after this one found it free: so a slot taken while its neighbour before was free, and
   * one whose insert ended after its window did, each look at the other side; of two such slots
   * within a window of each other, whichever sees the other gives its own back (both may: then
   * neither sends yet). Either way round one of them sees the other.
   */
  private async take(window: number, n: number, earlierFree: boolean): Promise<boolean> {
    const at = new Date();
    try {
      await SendSlot.create({ _id: `${window}:${n}`, window, at });
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
    const ids = [
      ...(earlierFree ? [`${window - 1}:${n}`] : []),
      ...(Date.now() >= (window + 1) * this.windowMs ? [`${window + 1}:${n}`] : []),
    ];
    if (ids.length === 0) return true;
    const neighbours = await SendSlot.find({ _id: trusted({ $in: ids }) }, { at: 1 }).lean();
    if (!neighbours.some((slot) => Math.abs(slot.at.getTime() - at.getTime()) < this.windowMs)) return true;
    await SendSlot.deleteOne({ _id: `${window}:${n}` });
    return false;
  }
}
