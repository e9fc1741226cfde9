import type { StaffList, StaffMember, StaffRole, StaffStatus } from '@fns/contracts';
import { trusted, type Types } from 'mongoose';
import { badRequest, conflict, notFound } from '../../lib/api-error';
import { exclusively } from '../../lib/leases';
import { AdminUser, type AdminUserDoc } from '../auth/admin-user.model';
import type { StaffIdentity } from '../auth/auth.middleware';
import { Post } from '../posts/post.model';
import { pendingInvitations } from './staff-invitations.service';

export const STAFF_MESSAGES = {
  notFound: 'Staff member not found.',
  notYourself: 'You cannot change your own role or status, or delete yourself: ask another administrator.',
  lastAdministrator: 'The site needs at least one active administrator.',
  choosePostsOwner: (count: number) => `They wrote ${count} post${count === 1 ? '' : 's'}: choose who takes them over ("postsTo").`,
  badPostsOwner: 'Choose another active staff member to take over the posts.',
} as const;

type StaffDoc = AdminUserDoc & { _id: Types.ObjectId; createdAt: Date };

const toMember = (user: StaffDoc): StaffMember => ({
  id: String(user._id),
  username: user.username,
  name: user.name ?? user.username,
  email: user.email ?? null,
  role: user.role,
  status: user.status,
  createdAt: user.createdAt.toISOString(),
});

export async function listStaff(): Promise<StaffList> {
  const [staff, invitations] = await Promise.all([AdminUser.find({}).sort({ _id: 1 }).lean<StaffDoc[]>(), pendingInvitations()]);
  return { staff: staff.map(toMember), invitations };
}

/**
 * Changes to who administers the site run one at a time (a lease), so two administrators demoting
 * each other at once cannot leave none. Nobody changes their own role or status.
 */
function changeOfOther<T>(actor: StaffIdentity, id: string, change: (user: StaffDoc) => Promise<T>): Promise<T> {
  if (id === actor.userId) throw conflict(STAFF_MESSAGES.notYourself);
  return exclusively('staff-administrators', async () => {
    const user = await AdminUser.findById(id).lean<StaffDoc>();
    if (!user) throw notFound(STAFF_MESSAGES.notFound);
    return change(user);
  });
}

/** Whether an active administrator other than `user` remains. */
const anotherAdministrator = async (user: StaffDoc) =>
  (await AdminUser.exists({ role: 'administrator', status: 'active', _id: trusted({ $ne: user._id }) })) !== null;

const isActiveAdministrator = (user: StaffDoc) => user.role === 'administrator' && user.status === 'active';

export function updateStaff(actor: StaffIdentity, id: string, changes: { role?: StaffRole; status?: StaffStatus }): Promise<StaffMember> {
  return changeOfOther(actor, id, async (user) => {
    const next = { ...user, ...changes };
    if (isActiveAdministrator(user) && !isActiveAdministrator(next) && !(await anotherAdministrator(user))) {
      throw conflict(STAFF_MESSAGES.lastAdministrator);
    }
    const updated = await AdminUser.findByIdAndUpdate(id, { $set: changes }, { returnDocument: 'after' }).lean<StaffDoc>();
    if (!updated) throw notFound(STAFF_MESSAGES.notFound);
    return toMember(updated);
  });
}

/**
 * Deletes a staff member; the posts they wrote go to `postsTo` first (required when there are
 * any), an active member other than them. Their sessions end with the account.
 */
export function deleteStaff(actor: StaffIdentity, id: string, postsTo: string | undefined): Promise<{ name: string; postsMoved: number }> {
  return changeOfOther(actor, id, async (user) => {
    if (isActiveAdministrator(user) && !(await anotherAdministrator(user))) throw conflict(STAFF_MESSAGES.lastAdministrator);
    const written = await Post.countDocuments({ authorId: user._id });
    if (written > 0) {
      if (postsTo === undefined) throw badRequest(STAFF_MESSAGES.choosePostsOwner(written));
      if (postsTo === id || !(await AdminUser.exists({ _id: postsTo, status: 'active' }))) throw badRequest(STAFF_MESSAGES.badPostsOwner);
    }
    const moved = written > 0 ? await Post.updateMany({ authorId: user._id }, { $set: { authorId: postsTo } }) : null;
    await AdminUser.deleteOne({ _id: user._id });
    return { name: user.name ?? user.username, postsMoved: moved?.modifiedCount ?? 0 };
  });
}
