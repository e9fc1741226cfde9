import { ROLE_LABELS } from '@fns/contracts/roles';
import type { StaffMember } from '@fns/contracts';
import { VisuallyHidden } from '@fns/design-system';
import { Select } from '@fns/design-system/forms';
import { STAFF_ERRORS } from '../../lib/api-messages';
import { valuesOf } from '../../lib/labels';
import { toProblem } from '../../lib/problem';
import { changeStaffMember } from '../../lib/staff-api';
import { STAFF_TEXTS } from './staff-texts';
import type { MemberActions } from './member-actions';
import styles from './staff-page.module.scss';

const ROLE_OPTIONS = valuesOf(ROLE_LABELS).map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** A member's role, saved as it is chosen; if the server refuses it, the old role comes back and the reason shows. */
export function RoleSelect({ member, replace, report, announce }: MemberActions & { member: StaffMember }) {
  async function change(value: string) {
    const role = valuesOf(ROLE_LABELS).find((candidate) => candidate === value);
    if (!role) return;
    report(null);
    replace({ ...member, role });
    try {
      const saved = await changeStaffMember(member.id, { role });
      replace(saved);
      announce(STAFF_TEXTS.roleChanged(saved));
    } catch (error) {
      replace(member);
      report(toProblem(error, STAFF_ERRORS.update));
    }
  }

  return (
    <Select
      label={<VisuallyHidden>{STAFF_TEXTS.roleOf(member)}</VisuallyHidden>}
      name="role"
      options={ROLE_OPTIONS}
      value={member.role}
      onChange={(event) => void change(event.target.value)}
      className={styles.roleField}
    />
  );
}
