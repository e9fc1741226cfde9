import { Button } from '@fns/design-system';
import { Link } from 'react-router-dom';
import { ActionOutcome } from '../../components/action-outcome';
import { SectionCard } from '../../components/section-card';
import { useSubmit } from '../../hooks/use-submit';
import { CONTENT_TRANSFER_ERRORS } from '../../lib/api-messages';
import { fetchContentExport } from '../../lib/content-transfer-api';
import { saveFile } from '../../lib/save-file';
import styles from './content-transfer.module.scss';

async function downloadExport(): Promise<string> {
  const { blob, filename } = await fetchContentExport();
  saveFile(blob, filename);
  return `Downloaded ${filename}.`;
}

/** The download of the whole content, and where the audience lists are exported instead. */
export function ExportSection() {
  const { submitting, message, problem, submit } = useSubmit(downloadExport, CONTENT_TRANSFER_ERRORS.export);
  return (
    <SectionCard heading="Export">
      <p className={styles.text}>
        One .tar.gz file with every post (drafts and scheduled ones too) with its revisions, slug and old slugs, the categories, the tags,
        and every image of the media library, byte for byte.
      </p>
      <p className={styles.note}>
        The audience lists are not in it: they hold personal data. Export them apart, as CSV, from the{' '}
        <Link to="/admin/waitlist">wait list</Link>, the <Link to="/admin/newsletter">newsletter subscribers</Link> and the{' '}
        <Link to="/admin/messages">contact messages</Link>.
      </p>
      <div className={styles.actions}>
        <Button variant="primary" size="form" loading={submitting} loadingLabel="Preparing the file" onClick={() => void submit()}>
          Download content export
        </Button>
      </div>
      <ActionOutcome message={message} problem={problem} />
    </SectionCard>
  );
}
