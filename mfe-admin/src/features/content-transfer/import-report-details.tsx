import type { ImportCounts, ImportReport } from '@fns/contracts';
import { useId } from 'react';
import { DataTable, type Column } from '../../components/data-table';
import styles from './content-transfer.module.scss';

interface Row {
  kind: string;
  counts: ImportCounts;
}

const COLUMNS: Column<Row>[] = [
  { header: 'Records', cell: ({ kind }) => kind, rowHeader: true },
  { header: 'In the file', cell: ({ counts }) => counts.inFile },
  { header: 'Imported', cell: ({ counts }) => counts.imported },
  { header: 'Same id', cell: ({ counts }) => counts.keptIds },
  { header: 'New id', cell: ({ counts }) => counts.renumbered },
  { header: 'Here already', cell: ({ counts }) => counts.skipped },
];

/** The import's counts per kind of record, and each id, slug or redirect it had to change. */
export function ImportReportDetails({ report }: { report: ImportReport }) {
  const headingId = useId();
  const rows: Row[] = [
    { kind: 'Posts', counts: report.posts },
    { kind: 'Categories', counts: report.categories },
    { kind: 'Tags', counts: report.tags },
    { kind: 'Images', counts: report.media },
  ];
  return (
    <div className={styles.report}>
      <h3 id={headingId} className={styles.subheading}>
        What became of each record
      </h3>
      <DataTable items={rows} columns={COLUMNS} rowKey={(row) => row.kind} labelledBy={headingId} />
      <p className={styles.text}>
        Revisions imported with the posts: {report.posts.revisions}. Slugs changed: {report.posts.slugsChanged}.
      </p>
      {report.notes.length > 0 && (
        <ul className={styles.notes} aria-label="Changes made">
          {report.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
