import { ROLE_LABELS } from '@fns/contracts/roles';
import { useCallback } from 'react';
import { ErrorNotice } from '../../components/error-notice';
import { LocalDateTime } from '../../components/local-date-time';
import { useRequest } from '../../hooks/use-request';
import { STAFF_ERRORS } from '../../lib/api-messages';
import { fetchStaffInvitation } from '../../lib/staff-api';
import { JoinForm } from './join-form';
import { LoginLink } from './login-link';
import styles from '../../styles/signed-out-page.module.scss';

/** Who invited whom as what, then the form that accepts; a link unknown, used or expired says so (the server's words). */
export function JoinInvitation({ token }: { token: string }) {
  const request = useCallback(() => fetchStaffInvitation(token), [token]);
  const { state } = useRequest(request, STAFF_ERRORS.invitation);

  if (state.status === 'loading') return <p role="status">Loading the invitation...</p>;
  if (state.status === 'failed')
    return (
      <>
        <ErrorNotice problem={state.problem} />
        <LoginLink />
      </>
    );
  const { invitedBy, email, role, expiresAt } = state.data;
  return (
    <>
      <p className={styles.note}>
        {invitedBy} invited {email} to join as {ROLE_LABELS[role]}.
      </p>
      <p className={styles.hint}>
        The invitation works until <LocalDateTime iso={expiresAt} />.
      </p>
      <JoinForm token={token} />
    </>
  );
}
