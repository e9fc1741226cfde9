import type { Session } from '@fns/contracts';
import type { Column } from '../../components/data-table';
import { LocalDateTime } from '../../components/local-date-time';
import { RowActionButton } from '../../components/row-action-button';
import { ACCOUNT_SECURITY_ERRORS } from '../../lib/api-messages';
import { formatDateTime } from '../../lib/local-time';
import type { Problem } from '../../lib/problem';
import { browserOf } from './user-agent';
import styles from './account-page.module.scss';

interface SessionActions {
  signOut: (session: Session) => Promise<void>;
  /** Where a failed sign-out shows (above the table). */
  report: (problem: Problem | null) => void;
}

/** Each button names its session: "Sign out this session", "Sign out Firefox on Windows, last active …". */
const signOutName = (session: Session) =>
  session.current ? 'Sign out this session' : `Sign out ${browserOf(session.userAgent)}, last active ${formatDateTime(session.lastSeenAt)}`;

/** Signed in, Last active, Browser (in short; the whole user agent in its title), Address, and Sign out. */
export function sessionColumns({ signOut, report }: SessionActions): Column<Session>[] {
  return [
    { header: 'Signed in', cell: (session) => <LocalDateTime iso={session.createdAt} /> },
    { header: 'Last active', cell: (session) => <LocalDateTime iso={session.lastSeenAt} /> },
    {
      header: 'Browser',
      rowHeader: true,
      cell: (session) => <span title={session.userAgent ?? undefined}>{browserOf(session.userAgent)}</span>,
    },
    { header: 'Address', cell: (session) => session.address ?? '—' },
    {
      header: 'Actions',
      actions: true,
      cell: (session) => (
        <div className={styles.rowActions}>
          {session.current && <span className={styles.current}>This session</span>}
          <RowActionButton
            label="Sign out"
            name={signOutName(session)}
            workingLabel="Signing out"
            act={() => signOut(session)}
            failure={ACCOUNT_SECURITY_ERRORS.endSession}
            report={report}
          />
        </div>
      ),
    },
  ];
}
