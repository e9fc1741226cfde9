import type { StaffMember } from '@fns/contracts';
import { STAFF_ERRORS } from '../../lib/api-messages';
import { deleteStaffMember } from '../../lib/staff-api';
import { useConfirmedAction } from '../../lib/use-confirmed-action';

/** Deletes a member after confirmation; `confirm` takes the id of the member who takes over their posts. */
export function useMemberDelete(onDeleted: (member: StaffMember, postsTo: string) => void) {
  return useConfirmedAction<StaffMember, [postsTo: string]>(
    (member, postsTo) => deleteStaffMember(member.id, postsTo),
    () => STAFF_ERRORS.delete,
    (member, _result, postsTo) => onDeleted(member, postsTo),
  );
}

export type MemberDeletion = ReturnType<typeof useMemberDelete>;
