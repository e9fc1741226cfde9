import { PageHeader, usePageMeta } from '@fns/design-system';
import { AdminPageBar } from '../../components/admin-page-bar';
import { MailSummary } from './mail-summary';
import { OutboxSection } from './outbox-section';
import { SuppressionsSection } from './suppressions-section';
import styles from './email-page.module.scss';

const INTRO = 'How the site’s mail goes out, what waits or failed, and who unsubscribed.';

/** The site's mail: how it is sent, the outbox with retries for what failed, and the unsubscribed addresses. */
export default function EmailPage() {
  usePageMeta({ title: 'E-mail', description: INTRO });
  return (
    <>
      <PageHeader title="E-mail" intro={INTRO} />
      <div className={styles.page}>
        <AdminPageBar />
        <MailSummary />
        <OutboxSection />
        <SuppressionsSection />
      </div>
    </>
  );
}
