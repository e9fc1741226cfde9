import { Link } from 'react-router-dom';
import { SIGN_IN_PATH } from '../../hooks/use-sign-out';
import styles from '../../styles/signed-out-page.module.scss';

/** The way on from a link that no longer works (it may have been used: the account exists). */
export function LoginLink() {
  return (
    <p className={styles.back}>
      <Link to={SIGN_IN_PATH}>Go to login</Link>
    </p>
  );
}
