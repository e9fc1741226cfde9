import { Link } from 'react-router-dom';
import styles from './page-alert.module.scss';

/** REQUIRE_2FA: an Administrator without two-factor authentication is sent to turn it on first. */
export function TwoFactorOwed() {
  return (
    <div className={styles.column}>
      <p role="alert" className={styles.alert}>
        Your role needs two-factor authentication on this site: <Link to="/admin/account">turn it on in Your account</Link> to use the
        console.
      </p>
    </div>
  );
}
