import { LocalDateTime } from '../../components/local-date-time';
import { AUDIENCE_LISTS } from '../../lib/audience-lists';
import type { Subscriber } from '../../lib/audience-types';
import type { AudienceConfig } from './audience-config';
import { AudienceScreen } from './audience-screen';
import { useAudiencePage } from './use-audience-page';
import { statusColumn } from './subscription-status';

const NEWSLETTER: AudienceConfig<Subscriber> = {
  info: AUDIENCE_LISTS.newsletter,
  intro: 'The addresses entered in the footer’s newsletter form, newest first.',
  heading: 'Subscribers',
  searchLabel: 'Search by e-mail',
  columns: [
    { header: 'E-mail', rowHeader: true, cell: (subscriber) => subscriber.email },
    { header: 'Subscribed', cell: (subscriber) => <LocalDateTime iso={subscriber.createdAt} /> },
    statusColumn('newsletter'),
  ],
  filter: 'status',
  entryName: (subscriber) => `subscriber ${subscriber.email}`,
};

export default function NewsletterPage() {
  return <AudienceScreen config={NEWSLETTER} list={useAudiencePage<Subscriber>(NEWSLETTER.info.list)} />;
}
