import { PageHeader, usePageMeta } from '@fns/design-system';
import { AdminPageBar } from '../../components/admin-page-bar';
import { BackupsSection } from '../backups/backups-section';
import { ExportSection } from './export-section';
import { ImportSection } from './import-section';
import styles from './content-transfer.module.scss';

const INTRO = 'Take the site’s content to another instance of it: posts with their revisions and old slugs, categories, tags and images.';

/** The site's content as one file to download, and the import of such a file (docs/content-export.md). */
export default function ContentTransferPage() {
  usePageMeta({ title: 'Export and import', description: INTRO });
  return (
    <>
      <PageHeader title="Export and import" intro={INTRO} />
      <div className={styles.page}>
        <AdminPageBar />
        <ExportSection />
        <ImportSection />
        <BackupsSection />
      </div>
    </>
  );
}
