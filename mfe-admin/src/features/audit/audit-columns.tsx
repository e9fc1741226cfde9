import type { AuditEvent } from '@fns/contracts';
import { AUDIT_ACTION_LABELS } from '@fns/contracts/audit-actions';
import { ROLE_LABELS } from '@fns/contracts/roles';
import type { Column } from '../../components/data-table';
import { LocalDateTime } from '../../components/local-date-time';
import { valuesOf } from '../../lib/labels';
import styles from './audit-page.module.scss';

/** A role's label; the entry's own word for one the console does not know (an entry older than a renamed role). */
const roleLabel = (role: string) => {
  const known = valuesOf(ROLE_LABELS).find((candidate) => candidate === role);
  return known ? ROLE_LABELS[known] : role;
};

/** When, Who (and their role; a tool has none), What, Target, Address. */
export const AUDIT_COLUMNS: Column<AuditEvent>[] = [
  { header: 'When', rowHeader: true, cell: (event) => <LocalDateTime iso={event.at} /> },
  {
    header: 'Who',
    cell: (event) => (
      <>
        {event.actor}
        {event.actorRole && <span className={styles.role}>{roleLabel(event.actorRole)}</span>}
      </>
    ),
  },
  { header: 'What', cell: (event) => AUDIT_ACTION_LABELS[event.action] },
  { header: 'Target', cell: (event) => event.target },
  { header: 'Address', cell: (event) => event.address ?? '—' },
];
