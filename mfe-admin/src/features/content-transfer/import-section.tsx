import { Button } from '@fns/design-system';
import { useId, useRef, useState, type FormEvent } from 'react';
import { ActionOutcome } from '../../components/action-outcome';
import { SectionCard } from '../../components/section-card';
import { ImportReportDetails } from './import-report-details';
import { useContentImport } from './use-content-import';
import styles from './content-transfer.module.scss';

/** What the file input offers: the export's .tar.gz (its type as browsers name it varies). */
const EXPORT_ACCEPT = '.tar.gz,.tgz,application/gzip,application/x-gzip';

/** Uploads an export and shows what became of each of its records. */
export function ImportSection() {
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const { importing, progress, report, problem, run } = useContentImport();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) return;
    if (await run(file)) {
      // Imported: the same file again would only be skipped. The report's summary takes the focus.
      setFile(null);
      if (input.current) input.current.value = '';
      statusRef.current?.focus();
    }
  };

  const status = importing ? `Importing ${file?.name ?? 'the file'}. ${progress}...` : (report?.message ?? '');
  return (
    <SectionCard heading="Import">
      <p className={styles.text}>
        Adds the content of an export to this site. Nothing here is changed: what is here already is skipped, an id or slug taken here gets
        a new one, and the report says which. A file that is not a valid export is refused whole.
      </p>
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)}>
        <div className={styles.upload}>
          <label htmlFor={inputId} className={styles.label}>
            Content export file
          </label>
          <p id={hintId} className={styles.hint}>
            The .tar.gz that “Download content export” gives, from this site or another.
          </p>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={EXPORT_ACCEPT}
            disabled={importing}
            aria-describedby={hintId}
            className={styles.fileInput}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </div>
        <div className={styles.actions}>
          <Button type="submit" variant="secondary" size="form" loading={importing} loadingLabel="Importing" disabled={!file}>
            Import
          </Button>
        </div>
      </form>
      <ActionOutcome message={status} problem={problem} statusRef={statusRef} />
      {report && <ImportReportDetails report={report} />}
    </SectionCard>
  );
}
