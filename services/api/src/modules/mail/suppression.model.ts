import { model, Schema } from 'mongoose';
import { MAILING_LISTS, type MailingList } from '@fns/contracts';
import { isDuplicateKey } from '../../lib/duplicate-key';

/**
 * The suppression list: an address that unsubscribed from a list gets no more of that list's mail
 * until it signs up and confirms again. `_id` is `${list}:${address}`, so it is on it once.
 */
const suppressionSchema = new Schema(
  {
    _id: { type: String, required: true },
    address: { type: String, required: true },
    list: { type: String, enum: MAILING_LISTS, required: true },
    at: { type: Date, required: true },
  },
  { versionKey: false },
);
// The console's list (latest first) reads an index instead of sorting.
suppressionSchema.index({ at: -1, _id: -1 });

export const Suppression = model('Suppression', suppressionSchema, 'mail_suppressions');

const suppressionId = (list: MailingList, address: string) => `${list}:${address}`;

export async function suppress(list: MailingList, address: string, at = new Date()): Promise<void> {
  try {
    await Suppression.create({ _id: suppressionId(list, address), address, list, at });
  } catch (error) {
    // Already on it: the first time stays.
    if (!isDuplicateKey(error)) throw error;
  }
}

export async function unsuppress(list: MailingList, address: string): Promise<void> {
  await Suppression.deleteOne({ _id: suppressionId(list, address) });
}

export async function isSuppressed(list: MailingList, address: string): Promise<boolean> {
  return (await Suppression.exists({ _id: suppressionId(list, address) })) !== null;
}
