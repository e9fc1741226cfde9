import { PageHeader, usePageMeta } from '@fns/design-system';
import { AdminPageBar } from '../../components/admin-page-bar';
import { ErrorNotice } from '../../components/error-notice';
import { useRequest } from '../../hooks/use-request';
import { fetchAccount } from '../../lib/account-api';
import { ACCOUNT_ERRORS } from '../../lib/api-messages';
import { AccountSections } from './account-sections';
import styles from './account-page.module.scss';

const INTRO = 'Who you are signed in as, the address the site writes to you at, and how your account is kept safe.';

export default function AccountPage() {
  usePageMeta({ title: 'Your account', description: INTRO });
  const { state, retry } = useRequest(fetchAccount, ACCOUNT_ERRORS.load);

  return (
    <>
      <PageHeader title="Your account" intro={INTRO} />
      <div className={styles.page}>
        <AdminPageBar />
        {state.status === 'done' ? (
          <AccountSections account={state.data} />
        ) : (
          <div className={styles.card}>
            {state.status === 'loading' && <p role="status">Loading your account...</p>}
            {state.status === 'failed' && <ErrorNotice problem={state.problem} onRetry={retry} />}
          </div>
        )}
      </div>
    </>
  );
}
