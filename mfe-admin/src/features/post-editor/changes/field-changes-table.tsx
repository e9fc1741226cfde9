import type { FieldChange } from './field-changes';
import styles from './field-changes-table.module.scss';

interface FieldChangesTableProps {
  changes: FieldChange[];
  caption: string;
  beforeHeading: string;
  afterHeading: string;
  /** Shown instead of the table when no field differs. */
  sameText: string;
}

/** Each differing field on a row: its name, then its two values; below md each row stacks into a card. */
export function FieldChangesTable({ changes, caption, beforeHeading, afterHeading, sameText }: FieldChangesTableProps) {
  if (changes.length === 0) return <p className={styles.same}>{sameText}</p>;
  const value = (text: string) => text || <span className={styles.empty}>(empty)</span>;
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">{beforeHeading}</th>
          <th scope="col">{afterHeading}</th>
        </tr>
      </thead>
      <tbody>
        {changes.map(({ name, label, before, after }) => (
          <tr key={name}>
            <th scope="row">{label}</th>
            {/* data-label names the value once the header row is hidden (stacked cards). */}
            <td data-label={beforeHeading}>{value(before)}</td>
            <td data-label={afterHeading}>{value(after)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
