import { LocalDateTime } from '../../components/local-date-time';
import { AUDIENCE_LISTS } from '../../lib/audience-lists';
import type { WaitlistEntry } from '../../lib/audience-types';
import type { AudienceConfig } from './audience-config';
import { AudienceScreen } from './audience-screen';
import { statusColumn } from './subscription-status';

const WAITLIST: AudienceConfig<WaitlistEntry> = {
  info: AUDIENCE_LISTS.waitlist,
  intro: 'Everyone who asked for early access, newest first.',
  heading: 'Sign-ups',
  searchLabel: 'Search by name or e-mail',
  columns: [
    { header: 'Name', rowHeader: true, cell: (entry) => entry.fullName },
    { header: 'E-mail', cell: (entry) => entry.email },
    { header: 'Company', cell: (entry) => entry.company ?? '—' },
    { header: 'Signed up', cell: (entry) => <LocalDateTime iso={entry.createdAt} /> },
    statusColumn('waitlist'),
  ],
  filter: 'status',
  entryName: (entry) => `sign-up of ${entry.fullName} (${entry.email})`,
};

export default function WaitlistPage() {
  return <AudienceScreen config={WAITLIST} />;
}
