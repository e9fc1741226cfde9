import { Link } from 'react-router-dom';
import { useRequest } from '../../hooks/use-request';
import { BACKUP_ERRORS } from '../../lib/api-messages';
import { fetchBackupStatus } from '../../lib/backups-api';
import { formatDateTime } from '../../lib/local-time';
import styles from '../../components/page-alert.module.scss';

/** On the dashboard, when the latest scheduled backup failed: what went wrong, until one succeeds. */
export function BackupAlert() {
  const { state } = useRequest(fetchBackupStatus, BACKUP_ERRORS.load);
  const latest = state.status === 'done' ? state.data.runs[0] : undefined;
  if (latest?.status !== 'failed') return null;
  return (
    <div className={styles.column}>
      <p role="alert" className={styles.alert}>
        The last backup failed ({formatDateTime(latest.startedAt)}): {latest.error} <Link to="/admin/export-import">See the backups</Link>
      </p>
    </div>
  );
}
