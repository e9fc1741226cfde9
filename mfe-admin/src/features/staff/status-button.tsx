import type { StaffMember } from '@fns/contracts';
import { RowActionButton } from '../../components/row-action-button';
import { STAFF_ERRORS } from '../../lib/api-messages';
import { changeStaffMember } from '../../lib/staff-api';
import { STAFF_TEXTS } from './staff-texts';
import type { MemberActions } from './member-actions';

/** Suspend an active member (they can no longer sign in), or reactivate a suspended one. */
export function StatusButton({ member, replace, report, announce }: MemberActions & { member: StaffMember }) {
  const suspends = member.status === 'active';
  const act = async () => {
    const saved = await changeStaffMember(member.id, { status: suspends ? 'suspended' : 'active' });
    replace(saved);
    announce(suspends ? STAFF_TEXTS.suspended(saved) : STAFF_TEXTS.reactivated(saved));
  };
  return (
    <RowActionButton
      label={suspends ? 'Suspend' : 'Reactivate'}
      name={`${suspends ? 'Suspend' : 'Reactivate'} ${member.name}`}
      workingLabel={suspends ? 'Suspending' : 'Reactivating'}
      act={act}
      failure={STAFF_ERRORS.update}
      report={report}
    />
  );
}
