import mongoose from 'mongoose';
import { exclusively } from '../leases';

const leases = () => mongoose.connection.collection<{ _id: string; holder: string; until: Date }>('leases');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a lease on a key', () => {
  it('runs the changes of one key one at a time, and those of other keys meanwhile', async () => {
    const running = new Map<string, number>();
    const overlaps: string[] = [];
    const change = (key: string) =>
      exclusively(key, async () => {
        running.set(key, (running.get(key) ?? 0) + 1);
        if (running.get(key)! > 1) overlaps.push(key);
        await pause(5);
        running.set(key, running.get(key)! - 1);
        return key;
      });
    const started = Date.now();
    const done = await Promise.all(Array.from({ length: 20 }, (_, i) => change(i % 2 ? 'a' : 'b')));
    expect(done.filter((key) => key === 'a')).toHaveLength(10);
    expect(overlaps).toEqual([]);
    // The two keys went side by side: well under the 20 × 5 ms of running everything in turn.
    expect(Date.now() - started).toBeLessThan(20 * 5 + 2_000);
    expect(await leases().countDocuments()).toBe(0);
  });

  it('lets go when the change fails', async () => {
    await expect(exclusively('failing', () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(await exclusively('failing', () => Promise.resolve('next'))).toBe('next');
  });

  it('takes over a lease whose holder died once it expired, and not before', async () => {
    const until = new Date(Date.now() + 300);
    await leases().insertOne({ _id: 'orphaned', holder: 'a process gone', until });
    expect(await exclusively('orphaned', () => Promise.resolve('taken over'))).toBe('taken over');
    // Measured against the lease's own end, not the insert's return: a slow insert ate into the wait.
    expect(Date.now()).toBeGreaterThanOrEqual(until.getTime());
    // The dead holder's lease is gone with the change's: nothing is left behind.
    expect(await leases().countDocuments()).toBe(0);
  });
});
