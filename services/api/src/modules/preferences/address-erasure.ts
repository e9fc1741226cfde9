import { Types } from 'mongoose';
import { Invitation, InvitationBatchPeople, InvitationRevocation, WaitlistProgress } from '../invitations/invitation.model';
import { OutboxMail } from '../mail/outbox-mail.model';
import { suppressErased } from '../mail/suppression.model';
import { LIST_MODELS } from '../subscriptions/mailing-lists';
import { markAudienceChanged } from '../../lib/audience-changes';
import { changeEntry, type EntryRef } from '../subscriptions/subscription.service';
import { ReferralCredit } from '../waitlist/referrals';

type BatchPeople = { _id: Types.ObjectId; people: Array<{ entry: Types.ObjectId }> };

/**
 * A batch of invitations keeps whom it was for (address, first name): this person leaves each. The
 * list is written once and never changed, so it is rewritten whole (FerretDB's $pull removes only
 * values equal to the one given, not those matching a condition).
 */
async function leaveBatches(id: Types.ObjectId): Promise<void> {
  const batches = await InvitationBatchPeople.find({ 'people.entry': id }, { people: 1 }).lean<BatchPeople[]>();
  for (const { _id, people } of batches)
    await InvitationBatchPeople.updateOne({ _id }, { $set: { people: people.filter(({ entry }) => !entry.equals(id)) } });
}

/** A wait list entry's records beside it: referral credits either way, its invitations, their progress and revocations, its place in batches. */
async function eraseWaitlistRecords(id: Types.ObjectId): Promise<void> {
  await Promise.all([
    ReferralCredit.deleteMany({ referrer: id }),
    ReferralCredit.deleteMany({ referee: id }),
    Invitation.deleteMany({ entry: id }),
    WaitlistProgress.deleteOne({ _id: id }),
    InvitationRevocation.deleteMany({ entry: id }),
    leaveBatches(id),
  ]);
}

/** Runs `work` holding the change lock of every sign-up, taken in one order (by list), so two erasures never wait on each other. */
const holdingAll = (entries: readonly EntryRef[], work: () => Promise<void>): Promise<void> =>
  [...entries]
    .sort((a, b) => a.list.localeCompare(b.list))
    .reduceRight<() => Promise<void>>((inner, entry) => () => changeEntry(entry, inner), work)();

/**
 * "Erase me" (the preference page): the address goes from every list with its consent records, from
 * the outbox (every message to it, sent or not), and from the wait list's records; its plain
 * suppression entries are replaced by one per list holding only its hash (suppressErased), so no list
 * writes to it again unless it signs up and confirms anew. The hash is written first (no mail slips
 * out meanwhile) and `entries` are deleted last, in their order: the caller puts the one its link
 * names at the end, so a run cut short is finished by pressing again. A message a worker is sending
 * at that moment may still leave.
 */
export async function eraseAddress(email: string, entries: readonly EntryRef[]): Promise<void> {
  await holdingAll(entries, async () => {
    await suppressErased(email);
    await OutboxMail.deleteMany({ to: email });
    const waitlist = entries.find(({ list }) => list === 'waitlist');
    if (waitlist) await eraseWaitlistRecords(new Types.ObjectId(waitlist.id));
    for (const { list, id } of entries) await LIST_MODELS[list].deleteOne({ _id: id });
    markAudienceChanged();
  });
}
