import { ROLE_LABELS } from '@fns/contracts/roles';
import type { StaffMember } from '@fns/contracts';
import { Select } from '@fns/design-system/forms';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import type { MemberDeletion } from './use-member-delete';
import { DELETE_MEMBER, STAFF_TEXTS } from './staff-texts';

interface DeleteMemberDialogProps {
  deletion: MemberDeletion;
  /** The team: the other active members may take over the posts. */
  staff: StaffMember[];
}

/** Asks before a member is deleted, and who takes over their posts: Delete waits until someone is chosen. */
export function DeleteMemberDialog({ deletion, staff }: DeleteMemberDialogProps) {
  const [heir, setHeir] = useState('');
  const [askedFor, setAskedFor] = useState(deletion.subject);
  // Each deletion asks afresh: a choice made for one member is never carried to the next.
  if (deletion.subject !== askedFor) {
    setAskedFor(deletion.subject);
    setHeir('');
  }
  const heirs = staff.filter((member) => member.status === 'active' && member.id !== deletion.subject?.id);

  return (
    <ConfirmDialog
      action={{ ...deletion, confirm: () => deletion.confirm(heir) }}
      texts={(member) => ({ title: STAFF_TEXTS.askDelete(member), description: STAFF_TEXTS.deleteFollows })}
      confirm={DELETE_MEMBER}
      ready={heir !== ''}
    >
      <Select
        label={STAFF_TEXTS.postsTo}
        name="postsTo"
        required
        placeholder="Choose a staff member"
        options={heirs.map((member) => ({ value: member.id, label: `${member.name} (${ROLE_LABELS[member.role]})` }))}
        value={heir}
        onChange={(event) => setHeir(event.target.value)}
      />
    </ConfirmDialog>
  );
}
