import mongoose from 'mongoose';
import { databaseLimiter } from '../rate-limit';

const records = () => mongoose.connection.collection('rate_limits');

describe('limits kept in the database (the embedded FerretDB here)', () => {
  it('starts a window afresh once it has passed, without a TTL index', async () => {
    const limiter = databaseLimiter({ name: 'probe', points: 2, durationSeconds: 1 });
    for (const expected of [1, 2, 3]) expect((await limiter.count('192.0.2.1')).consumedPoints).toBe(expected);
    expect((await limiter.get('192.0.2.1'))?.remainingPoints).toBe(0);

    await new Promise((resolve) => setTimeout(resolve, 1_100));
    // The expired record is not deleted by the database; the limiter's upsert resets it in place.
    expect(await limiter.get('192.0.2.1')).toBeNull();
    const fresh = await limiter.count('192.0.2.1');
    expect(fresh.consumedPoints).toBe(1);
    expect(fresh.msBeforeNext).toBeGreaterThan(900);
    expect(await records().countDocuments({ key: 'probe:192.0.2.1' })).toBe(1);
  });

  it('counts simultaneous requests exactly (unpatched, FerretDB lost most of them)', async () => {
    const limiter = databaseLimiter({ name: 'burst', points: 1000, durationSeconds: 60 });
    const counts = await Promise.all(Array.from({ length: 50 }, () => limiter.count('192.0.2.1')));
    expect(counts.map((counted) => counted.consumedPoints).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, index) => index + 1),
    );
  });

  it('relies on a unique key index, and on no TTL index', async () => {
    const indexes = await records().indexes();
    expect(indexes).toContainEqual(expect.objectContaining({ key: { key: 1 }, unique: true }));
    expect(indexes.some((index) => index.expireAfterSeconds !== undefined)).toBe(false);
  });
});
