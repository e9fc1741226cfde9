import type { InvitationBatch } from '@fns/contracts';
import { SendsTable, type SendsTexts } from '../../components/sends-table';
import { INVITATION_TEXTS } from './invitation-texts';

const BATCH_TEXTS: SendsTexts<InvitationBatch> = {
  heading: INVITATION_TEXTS.batches,
  size: { header: 'People', count: (batch) => batch.size },
  sent: 'Sent',
  empty: INVITATION_TEXTS.noBatches,
  sending: INVITATION_TEXTS.sending,
  done: INVITATION_TEXTS.sent,
};

/** The latest batches (newest first) and how their invitations go out. */
export function BatchesTable({ batches, watched }: { batches: InvitationBatch[]; watched: ReadonlySet<string> }) {
  return <SendsTable sends={batches} watched={watched} texts={BATCH_TEXTS} />;
}
