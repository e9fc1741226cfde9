import type { WaitlistStanding } from '@fns/contracts';
import { WaitlistProgress } from '../invitations/invitation.model';
import { statusOf, type SubscriberRow } from '../subscriptions/subscription-fields';

/** The ids of the entries invited (or joined): a waitlist_progress document each. */
export const invitedIds = async (): Promise<Set<string>> =>
  new Set((await WaitlistProgress.find({}, { _id: 1 }).lean()).map(({ _id }) => String(_id)));

/** Where an entry stands: its stored status, or (over `confirmed`) invited or joined. */
export async function statusOfEntry(entry: SubscriberRow): Promise<WaitlistStanding['status']> {
  const status = statusOf(entry) as WaitlistStanding['status'];
  if (status !== 'confirmed') return status;
  const progress = await WaitlistProgress.findById(entry._id, { joinedAt: 1 }).lean();
  return progress ? (progress.joinedAt ? 'joined' : 'invited') : status;
}
