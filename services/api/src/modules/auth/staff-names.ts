import { trusted, type Types } from 'mongoose';
import { AdminUser } from './admin-user.model';

/** The display names of these staff members by id (a deleted one is left out). */
export async function staffNames(ids: Iterable<Types.ObjectId | null | undefined>): Promise<Map<string, string>> {
  const wanted = [...new Set([...ids].flatMap((id) => (id ? [id.toHexString()] : [])))];
  if (wanted.length === 0) return new Map();
  const staff = await AdminUser.find({ _id: trusted({ $in: wanted }) }, { name: 1, username: 1 }).lean();
  return new Map(staff.map((member) => [String(member._id), member.name ?? member.username]));
}
