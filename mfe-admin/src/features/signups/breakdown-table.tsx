import type { SignupStats } from '@fns/contracts';
import { useId, type ReactNode } from 'react';
import { SIGNUP_TEXTS } from './signup-texts';
import styles from './breakdown-table.module.scss';

type Counts = SignupStats['total'];

export interface BreakdownColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

interface BreakdownTableProps<Row extends Counts> {
  heading: string;
  /** Most sign-ups first, as the API sorts them. */
  rows: Row[];
  rowKey: (row: Row) => string;
  /** What names the row (its header cell). */
  name: BreakdownColumn<Row>;
  /** Columns between the name and the counts (a version, a campaign). */
  details?: BreakdownColumn<Row>[];
}

const totalOf = ({ confirmed, pending }: Counts) => confirmed + pending;

/** The counts every breakdown ends with. */
const COUNTS: BreakdownColumn<Counts>[] = [
  { header: 'Confirmed', cell: ({ confirmed }) => confirmed },
  { header: 'Pending', cell: ({ pending }) => pending },
  { header: 'Total', cell: totalOf },
];

/**
 * One breakdown of the window's sign-ups under its heading: a row per page, version or source with
 * its confirmed, pending and total sign-ups, and a bar (seen, not read) of its share of the largest
 * row. Below md each row stacks into a card, each count under its column's name.
 */
export function BreakdownTable<Row extends Counts>({ heading, rows, rowKey, name, details = [] }: BreakdownTableProps<Row>) {
  const headingId = useId();
  const largest = Math.max(1, ...rows.map(totalOf));
  return (
    <div className={styles.breakdown}>
      <h3 id={headingId} className={styles.heading}>
        {heading}
      </h3>
      {rows.length === 0 ? (
        <p className={styles.empty}>{SIGNUP_TEXTS.empty}</p>
      ) : (
        <table className={styles.table} aria-labelledby={headingId}>
          <thead>
            <tr>
              {[name, ...details].map(({ header }) => (
                <th key={header} scope="col">
                  {header}
                </th>
              ))}
              {COUNTS.map(({ header }) => (
                <th key={header} scope="col" className={styles.count}>
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                <th scope="row" className={styles.name}>
                  {name.cell(row)}
                  <span aria-hidden="true" className={styles.share} style={{ width: `${(totalOf(row) / largest) * 100}%` }} />
                </th>
                {details.map(({ header, cell }) => (
                  // data-label names the value once the header row is hidden (stacked cards).
                  <td key={header} data-label={header} className={styles.detail}>
                    {cell(row)}
                  </td>
                ))}
                {COUNTS.map(({ header, cell }) => (
                  <td key={header} data-label={header} className={styles.count}>
                    {cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
