import type { InvitationState, InvitationView } from '@fns/contracts';
import type { LinkView } from '../../components/link-page/link-view';
import { INVITATION_TEXTS } from './invitation-texts';

/** A code the API refuses (unknown, of the wrong shape, or missing), and one taken back: the page says the same. */
export const INVALID_INVITATION: LinkView = { heading: INVITATION_TEXTS.invalid };

const VIEWS: Record<InvitationState, (invitation: InvitationView) => LinkView> = {
  active: ({ firstName, expiresAt }) => ({
    heading: INVITATION_TEXTS.welcome(firstName),
    sentence: INVITATION_TEXTS.ready,
    button: INVITATION_TEXTS.join,
    note: INVITATION_TEXTS.worksUntil(expiresAt),
  }),
  joined: () => ({ heading: INVITATION_TEXTS.joinedHeading, sentence: INVITATION_TEXTS.joined }),
  expired: () => ({ heading: INVITATION_TEXTS.expiredHeading, sentence: INVITATION_TEXTS.expired }),
  revoked: () => INVALID_INVITATION,
};

/** The page of an invitation: Join while it is active; otherwise what became of it, and the way home. */
export const invitationView = (invitation: InvitationView): LinkView => VIEWS[invitation.state](invitation);
