import type { PostNewsletter } from '@fns/contracts';
import { LocalDateTime } from '../../components/local-date-time';

/** When a post last went out as the newsletter and to how many: "Sent to 120 on …", or "—" for never. */
export function NewsletterCell({ newsletter }: { newsletter: PostNewsletter }) {
  if (!newsletter) return '—';
  return (
    <>
      Sent to {newsletter.recipients} on <LocalDateTime iso={newsletter.sentAt} />
    </>
  );
}
