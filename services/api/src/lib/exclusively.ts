import { randomUUID } from 'node:crypto';
import { model, Schema, trusted } from 'mongoose';
import { isDuplicateKey } from './duplicate-key';

/** A lease on a key: the document exists while one process holds it (`leases`). */
const Lease = model(
  'Lease',
  new Schema(
    { _id: { type: String, required: true }, holder: { type: String, required: true }, until: { type: Date, required: true } },
    { versionKey: false },
  ),
  'leases',
);

/** Longer than any change a lease guards takes: a holder that died lets go after this. */
const LEASE_MS = 30_000;
const WAIT_MS = 10_000;
const RETRY_MS = 10;

/**
 * Runs `change` holding the lease on `key`, so that changes with the same key run one at a time
 * across every API process of the database. For changes that read, decide and write in several
 * steps; a single conditional write needs none (both databases make it atomic). The lease is an
 * inserted document (a unique `_id`: atomic on FerretDB and MongoDB alike), deleted afterwards; one
 * whose holder died is taken over once it expired.
 */
export async function exclusively<T>(key: string, change: () => Promise<T>): Promise<T> {
  const holder = randomUUID();
  await acquire(key, holder);
  try {
    return await change();
  } finally {
    await Lease.deleteOne({ _id: key, holder });
  }
}

async function acquire(key: string, holder: string): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const until = new Date(Date.now() + LEASE_MS);
    try {
      await Lease.create({ _id: key, holder, until });
      return;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
    const expired = await Lease.updateOne({ _id: key, until: trusted({ $lte: new Date() }) }, { $set: { holder, until } });
    if (expired.modifiedCount === 1) return;
    if (Date.now() > deadline) throw new Error(`The lease on ${key} stayed taken for ${WAIT_MS} ms.`);
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  }
}
