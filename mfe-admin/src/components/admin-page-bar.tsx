import { buttonClassName } from '@fns/design-system';
import { Link } from 'react-router-dom';
import { LogOutButton } from './log-out-button';
import styles from './admin-page-bar.module.scss';

/** The top of an admin page beside the dashboard: the way back to it, and Log out. */
export function AdminPageBar() {
  return (
    <div className={styles.bar}>
      <Link to="/admin/dashboard" className={buttonClassName({ variant: 'tertiary' })}>
        ← Back to Dashboard
      </Link>
      <LogOutButton />
    </div>
  );
}
