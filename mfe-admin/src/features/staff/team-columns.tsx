import { ROLE_LABELS } from '@fns/contracts/roles';
import type { Account, StaffMember } from '@fns/contracts';
import { Button } from '@fns/design-system';
import type { Column } from '../../components/data-table';
import type { MemberActions } from './member-actions';
import { RoleSelect } from './role-select';
import { STATUS_LABELS } from './staff-texts';
import { StatusButton } from './status-button';
import styles from './staff-page.module.scss';

interface TeamColumnsOptions extends MemberActions {
  viewer: Account;
  /** The viewer may change roles, suspend and delete ('staff.manage'). */
  manages: boolean;
  onDelete: (member: StaffMember) => void;
}

/** Name, Username, E-mail, Role, Status; for a manager, a role to choose and Actions on every row but their own. */
export function teamColumns({ viewer, manages, onDelete, ...actions }: TeamColumnsOptions): Column<StaffMember>[] {
  const managed = (member: StaffMember) => manages && member.username !== viewer.username;
  const columns: Column<StaffMember>[] = [
    { header: 'Name', rowHeader: true, cell: (member) => member.name },
    { header: 'Username', cell: (member) => member.username },
    { header: 'E-mail', cell: (member) => member.email ?? '—' },
    {
      header: 'Role',
      cell: (member) => (managed(member) ? <RoleSelect member={member} {...actions} /> : ROLE_LABELS[member.role]),
    },
    { header: 'Status', cell: (member) => STATUS_LABELS[member.status] },
  ];
  if (!manages) return columns;
  const controls = (member: StaffMember) =>
    managed(member) ? (
      <div className={styles.rowActions}>
        <StatusButton member={member} {...actions} />
        <Button variant="insight" aria-label={`Delete ${member.name}`} onClick={() => onDelete(member)}>
          Delete
        </Button>
      </div>
    ) : (
      <span className={styles.you}>(you)</span>
    );
  return [...columns, { header: 'Actions', actions: true, cell: controls }];
}
