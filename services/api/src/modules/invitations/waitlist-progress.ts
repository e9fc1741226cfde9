import type { Types } from 'mongoose';
import type { SubscriptionStatus } from '@fns/contracts';
import { entryInvitations } from './invitations.service';
import { WaitlistProgress } from './invitation.model';

/** What the console's wait list reads of invitations (audience-lists.ts): each entry's status over `confirmed`, its row's invitation, and erasure. */
export const waitlistProgress = {
  async statuses(): Promise<Map<string, SubscriptionStatus>> {
    const rows = await WaitlistProgress.find({}, { joinedAt: 1 }).lean();
    return new Map(rows.map(({ _id, joinedAt }) => [String(_id), joinedAt ? 'joined' : 'invited']));
  },
  async extras(ids: readonly Types.ObjectId[]): Promise<Map<string, object>> {
    const invitations = await entryInvitations(ids);
    return new Map(ids.map((id) => [String(id), { invitation: invitations.get(String(id)) ?? null }]));
  },
  async erase(id: string): Promise<void> {
    await WaitlistProgress.deleteOne({ _id: id });
  },
};
