import { LocalDateTime } from '../../components/local-date-time';
import { AUDIENCE_LISTS } from '../../lib/audience-lists';
import type { WaitlistEntry } from '../../lib/audience-types';
import { withInvitations } from '../invitations/invitation-columns';
import { InvitationsSection } from '../invitations/invitations-section';
import { InviteSelectedButton } from '../invitations/invite-selected-button';
import { useInvitations } from '../invitations/use-invitations';
import type { AudienceConfig } from './audience-config';
import { AudienceScreen } from './audience-screen';
import { statusColumn } from './subscription-status';
import { useAudiencePage } from './use-audience-page';

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

/** The wait list, with its invitations: who to invite next, the batches going out, each entry's invitation. */
export default function WaitlistPage() {
  const list = useAudiencePage<WaitlistEntry>(WAITLIST.info.list);
  const invitations = useInvitations(list.reload);
  return (
    <AudienceScreen
      config={withInvitations(WAITLIST, invitations)}
      list={list}
      before={<InvitationsSection invitations={invitations} />}
      tools={<InviteSelectedButton invitations={invitations} />}
    />
  );
}
