import { createHash } from 'node:crypto';
import { model, Schema, trusted } from 'mongoose';
import { MAILING_LISTS, type MailingList } from '@fns/contracts';
import { isDuplicateKey } from '../../lib/duplicate-key';

/**
 * The suppression list: an address that unsubscribed from a list gets no more of that list's mail
 * until it signs up and confirms again. `_id` is `${list}:${address}`, so it is on it once. An
 * address erased at its owner's request is kept only as a SHA-256 hash of it, lower-cased
 * (`${list}:sha256:${hash}`, `address` null): enough to recognise it, not to read it.
 */
const suppressionSchema = new Schema(
  {
    _id: { type: String, required: true },
    address: { type: String, default: null },
    hash: { type: String, default: null },
    list: { type: String, enum: MAILING_LISTS, required: true },
    at: { type: Date, required: true },
  },
  { versionKey: false },
);
// The console's list (latest first) reads an index instead of sorting.
suppressionSchema.index({ at: -1, _id: -1 });

export const Suppression = model('Suppression', suppressionSchema, 'mail_suppressions');

const suppressionId = (list: MailingList, address: string) => `${list}:${address}`;
const hashOf = (address: string) => createHash('sha256').update(address.toLowerCase()).digest('hex');
const hashedId = (list: MailingList, address: string) => `${list}:sha256:${hashOf(address)}`;
/**
 * Both ways an address can be on a list's suppression list (an address has an @, a hash none: they
 * never meet), each read or written by its `_id`: FerretDB reads a whole collection for an `$in`.
 */
const idsOf = (list: MailingList, address: string) => [suppressionId(list, address), hashedId(list, address)];

async function insertOnce(entry: { _id: string; address: string | null; hash: string | null; list: MailingList; at: Date }) {
  try {
    await Suppression.create(entry);
  } catch (error) {
    // Already on it: the first time stays.
    if (!isDuplicateKey(error)) throw error;
  }
}

export async function suppress(list: MailingList, address: string, at = new Date()): Promise<void> {
  await insertOnce({ _id: suppressionId(list, address), address, hash: null, list, at });
}

/**
 * An erased address: on every list's suppression list by its hash alone, its plain entries gone.
 * Idempotent.
 */
export async function suppressErased(address: string, at = new Date()): Promise<void> {
  for (const list of MAILING_LISTS) await insertOnce({ _id: hashedId(list, address), address: null, hash: hashOf(address), list, at });
  await Suppression.deleteMany({ _id: trusted({ $in: MAILING_LISTS.map((list) => suppressionId(list, address)) }) });
}

/** Off the list's suppression list, plainly or by hash: the address signed up and confirmed again (its new consent wins). */
export async function unsuppress(list: MailingList, address: string): Promise<void> {
  await Promise.all(idsOf(list, address).map((_id) => Suppression.deleteOne({ _id })));
}

export async function isSuppressed(list: MailingList, address: string): Promise<boolean> {
  const found = await Promise.all(idsOf(list, address).map((_id) => Suppression.exists({ _id })));
  return found.some((entry) => entry !== null);
}
