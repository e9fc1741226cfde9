import { STAFF_INVITATION_PARAM } from '@fns/contracts/roles';
import { PageHeader, usePageMeta } from '@fns/design-system';
import { useSearchParams } from 'react-router-dom';
import { JoinInvitation } from './join-invitation';
import { LoginLink } from './login-link';
import styles from '../../styles/signed-out-page.module.scss';

/**
 * /admin/join?token=…, the link of a staff invitation mail. The token is read from the router's
 * location, so the server renders the same page (the invitation itself is read in the browser).
 */
export default function JoinPage() {
  usePageMeta({ title: 'Join the team', description: 'Accept an invitation to the admin console.', noIndex: true });
  const [params] = useSearchParams();
  const token = params.get(STAFF_INVITATION_PARAM);

  return (
    <>
      <PageHeader title="Join the team" />
      <div className={styles.column}>
        {token ? (
          <JoinInvitation token={token} />
        ) : (
          <>
            <p className={styles.note}>This invitation link is incomplete. Please ask for a new one.</p>
            <LoginLink />
          </>
        )}
      </div>
    </>
  );
}
