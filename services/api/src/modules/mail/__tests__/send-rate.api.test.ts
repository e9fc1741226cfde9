import mongoose from 'mongoose';
import { SendSlot } from '../outbox-mail.model';
import { SendRate } from '../send-rate';

const WINDOW_MS = 60_000;
const noPause = () => Promise.resolve(false);

describe('the send rate', () => {
  it('gives a new minute the slots the minute before did not use, at once', async () => {
    const window = Math.floor(Date.now() / WINDOW_MS);
    // Two messages left in the last seconds of the minute before: slots 0 and 1 are busy for a minute after them.
    await SendSlot.create([
      { _id: `${window - 1}:0`, window: window - 1, at: new Date() },
      { _id: `${window - 1}:1`, window: window - 1, at: new Date() },
    ]);
    const rate = new SendRate(5, WINDOW_MS, noPause);
    const taken = [await rate.acquire(), await rate.acquire(), await rate.acquire(), await rate.acquire()];
    // Slots 2, 3 and 4 of this minute at once; the fourth would break the limit (5 in any minute): it waits.
    expect(taken).toEqual([true, true, true, false]);
    const slots = (await SendSlot.find({ window }).lean()).map((slot) => slot._id).sort();
    expect(slots).toEqual([`${window}:2`, `${window}:3`, `${window}:4`]);
  });

  it('costs each message of a minute a read and a write at most, and a read more where the minute before left its slot free', async () => {
    const window = Math.floor(Date.now() / WINDOW_MS);
    // Slot 0 of the minute before was taken just now: busy all this minute, ahead of the free ones.
    await SendSlot.create({ _id: `${window - 1}:0`, window: window - 1, at: new Date() });
    const operations: string[] = [];
    mongoose.set('debug', (collection: string, method: string) => {
      if (collection === SendSlot.collection.name) operations.push(method);
    });
    try {
      const rate = new SendRate(100, WINDOW_MS, noPause);
      for (let message = 0; message < 40; message += 1) expect(await rate.acquire()).toBe(true);
    } finally {
      mongoose.set('debug', false);
    }
    // Entering a minute: a read of the minute before and a clean-up (twice when the messages ran into
    // the next minute); then one read and one insert per message, and a look for a late take of a
    // slot the minute before left free (all but slot 0 here).
    const minutesEntered = Math.floor(Date.now() / WINDOW_MS) - window + 1;
    expect(operations.length).toBeLessThanOrEqual(2 * minutesEntered + 40 * 3);
  });

  it('gives a slot back when a take of the minute before, decided as it ended, landed beside it', async () => {
    // This minute's slot 0 is taken; then a take of the minute before's slot 0, decided a millisecond
    // before this minute began, lands (its insert ends in this minute).
    const window = Math.floor(Date.now() / WINDOW_MS);
    expect(await new SendRate(1, WINDOW_MS, noPause).acquire()).toBe(true);
    const ALL_BUT_DATE = ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate'] as const;
    jest.useFakeTimers({ doNotFake: [...ALL_BUT_DATE, 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    jest.setSystemTime(window * WINDOW_MS - 1);
    mongoose.set('debug', (collection: string, method: string) => {
      if (collection === SendSlot.collection.name && method === 'insertOne') jest.setSystemTime(window * WINDOW_MS + 5);
    });
    try {
      expect(await new SendRate(1, WINDOW_MS, noPause).acquire()).toBe(false);
    } finally {
      mongoose.set('debug', false);
      jest.useRealTimers();
    }
    expect((await SendSlot.find().lean()).map((slot) => slot._id)).toEqual([`${window}:0`]);
  });
});
