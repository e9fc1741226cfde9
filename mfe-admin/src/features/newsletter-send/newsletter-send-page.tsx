import { PageHeader, usePageMeta } from '@fns/design-system';
import { useParams } from 'react-router-dom';
import { AdminPageBar } from '../../components/admin-page-bar';
import { ErrorNotice } from '../../components/error-notice';
import { NewsletterPreview } from './newsletter-preview';
import { NEWSLETTER_TEXTS } from './newsletter-texts';
import { SendSection } from './send-section';
import { TestSendSection } from './test-send-section';
import { useNewsletterOverview } from './use-newsletter-overview';
import { useNewsletterSend } from './use-newsletter-send';
import styles from './newsletter-send.module.scss';

/** /admin/posts/newsletter/{id}: a published post's newsletter, previewed, tested, sent (once, or again when confirmed), followed live. */
export default function NewsletterSendPage() {
  usePageMeta({ title: NEWSLETTER_TEXTS.title, description: NEWSLETTER_TEXTS.intro });
  const { id = '' } = useParams();
  // Another post's screen starts afresh: nothing of this one's mail, sends or outcome stays.
  return <NewsletterScreen key={id} postId={id} />;
}

function NewsletterScreen({ postId }: { postId: string }) {
  const { overview, problem, watched, refresh, watch } = useNewsletterOverview(postId);
  const sending = useNewsletterSend(postId, { refresh, watch });

  return (
    <>
      <PageHeader title={NEWSLETTER_TEXTS.title} intro={overview?.subject} />
      <div className={styles.page}>
        <AdminPageBar />
        {!overview && !problem && <p role="status">{NEWSLETTER_TEXTS.loading}</p>}
        {problem && <ErrorNotice problem={problem} onRetry={refresh} />}
        {overview && (
          <>
            <NewsletterPreview overview={overview} />
            <TestSendSection postId={postId} />
            <SendSection overview={overview} watched={watched} sending={sending} />
          </>
        )}
      </div>
    </>
  );
}
