import { PageHeader, usePageMeta } from '@fns/design-system';
import { AdminPageBar } from '../../components/admin-page-bar';
import { ErrorNotice } from '../../components/error-notice';
import { useRequest } from '../../hooks/use-request';
import { fetchAccount } from '../../lib/account-api';
import { ACCOUNT_ERRORS } from '../../lib/api-messages';
import { AccountEmailForm } from './account-email-form';
import styles from './account-page.module.scss';

const INTRO = 'Who you are signed in as, and the address the site writes to you at.';

export default function AccountPage() {
  usePageMeta({ title: 'Your account', description: INTRO });
  const { state, retry } = useRequest(fetchAccount, ACCOUNT_ERRORS.load);

  return (
    <>
      <PageHeader title="Your account" intro={INTRO} />
      <div className={styles.page}>
        <AdminPageBar />
        <div className={styles.card}>
          {state.status === 'loading' && <p role="status">Loading your account...</p>}
          {state.status === 'failed' && <ErrorNotice problem={state.problem} onRetry={retry} />}
          {state.status === 'done' && (
            <>
              <dl className={styles.facts}>
                <div>
                  <dt>Username</dt>
                  <dd>{state.data.username}</dd>
                </div>
              </dl>
              <AccountEmailForm account={state.data} />
            </>
          )}
        </div>
      </div>
    </>
  );
}
