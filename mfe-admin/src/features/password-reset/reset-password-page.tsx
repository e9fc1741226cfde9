import { PageHeader, usePageMeta } from '@fns/design-system';
import { useSearchParams } from 'react-router-dom';
import { IncompleteLink } from './incomplete-link';
import { ResetPasswordForm } from './reset-password-form';
import styles from '../../styles/signed-out-page.module.scss';

/** The contracts' RESET_TOKEN_PARAM: their root comes with zod, which browser bundles do not load. */
const TOKEN_PARAM = 'token';

/**
 * /admin/reset-password?token=…, the link of a password-reset mail. The token is read from the
 * router's location, so the server renders the same page; it leaves this page only in the reset
 * request: nothing here links or loads anything from another site.
 */
export default function ResetPasswordPage() {
  usePageMeta({ title: 'Choose a new password', description: 'Set a new password for the admin console.', noIndex: true });
  const [params] = useSearchParams();
  const token = params.get(TOKEN_PARAM);

  return (
    <>
      <PageHeader title="Choose a new password" />
      <div className={styles.column}>{token ? <ResetPasswordForm token={token} /> : <IncompleteLink />}</div>
    </>
  );
}
