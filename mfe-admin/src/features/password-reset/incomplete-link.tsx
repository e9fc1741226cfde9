import { Link } from 'react-router-dom';
import styles from '../../styles/signed-out-page.module.scss';

export const FORGOT_PASSWORD_PATH = '/admin/forgot-password';

/** The reset page opened without its token (a link cut short by a mail program, or typed in). */
export function IncompleteLink() {
  return (
    <>
      <p className={styles.note}>This reset link is incomplete. Please ask for a new one.</p>
      <p className={styles.back}>
        <Link to={FORGOT_PASSWORD_PATH}>Ask for a new link</Link>
      </p>
    </>
  );
}
