import { randomUUID } from 'node:crypto';
import { model, Schema, trusted } from 'mongoose';
import { isDuplicateKey } from './duplicate-key';

/**
 * A lease on a key: the document exists while one holder has it (`leases`). Claimed by an insert
 * (a unique `_id`: atomic on FerretDB and MongoDB alike); one whose holder died is taken over once
 * it ran out, by an update conditional on that (atomic on both as well).
 */
const Lease = model(
  'Lease',
  new Schema(
    { _id: { type: String, required: true }, holder: { type: String, required: true }, until: { type: Date, required: true } },
    { versionKey: false },
  ),
  'leases',
);

/** Takes the lease on `key` for `holder` for `ms`, unless someone else holds it. Answers whether it did. */
export async function claimLease(key: string, holder: string, ms: number): Promise<boolean> {
  const until = new Date(Date.now() + ms);
  try {
    await Lease.create({ _id: key, holder, until });
    return true;
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
  }
  const expired = await Lease.updateOne({ _id: key, until: trusted({ $lte: new Date() }) }, { $set: { holder, until } });
  return expired.modifiedCount === 1;
}

/** Holds the lease `ms` longer (a holder that works longer than its lease renews it while it works). */
export async function renewLease(key: string, holder: string, ms: number): Promise<void> {
  await Lease.updateOne({ _id: key, holder }, { $set: { until: new Date(Date.now() + ms) } });
}

/** Lets go of the lease, if `holder` still has it. */
export async function releaseLease(key: string, holder: string): Promise<void> {
  await Lease.deleteOne({ _id: key, holder });
}

/** Longer than any change `exclusively` guards takes: a holder that died lets go after this. */
const EXCLUSIVE_MS = 30_000;
const WAIT_MS = 10_000;
const RETRY_MS = 10;

/**
 * Runs `change` holding the lease on `key`, waiting for it, so that changes with the same key run
 * one at a time across every API process of the database. For changes that read, decide and write
 * in several steps; a single conditional write needs none (both databases make it atomic).
 */
export async function exclusively<T>(key: string, change: () => Promise<T>): Promise<T> {
  const holder = randomUUID();
  const deadline = Date.now() + WAIT_MS;
  while (!(await claimLease(key, holder, EXCLUSIVE_MS))) {
    if (Date.now() > deadline) throw new Error(`The lease on ${key} stayed taken for ${WAIT_MS} ms.`);
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  }
  try {
    return await change();
  } finally {
    await releaseLease(key, holder);
  }
}
