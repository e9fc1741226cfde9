import { LocalDateTime } from '../../../components/local-date-time';
import type { RevisionSummary } from '@fns/contracts';
import styles from './revisions.module.scss';

interface RevisionListProps {
  revisions: RevisionSummary[];
  chosenId: string | undefined;
  onChoose: (revision: RevisionSummary) => void;
}

/** One button per revision, newest first: when it was saved (local time) and by whom; the chosen one reads as pressed. */
export function RevisionList({ revisions, chosenId, onChoose }: RevisionListProps) {
  return (
    <ul className={styles.list} aria-label="Revisions, newest first">
      {revisions.map((revision) => (
        <li key={revision.id}>
          <button type="button" className={styles.revision} aria-pressed={revision.id === chosenId} onClick={() => onChoose(revision)}>
            <LocalDateTime iso={revision.savedAt} />
            <span className={styles.by}>by {revision.savedBy}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
