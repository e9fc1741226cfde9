import type { SendProgress } from '@fns/contracts';

/** Mail sent in one go (a batch of invitations, a newsletter) and how it is going through the outbox. */
export interface MailSend {
  id: string;
  createdAt: string;
  progress: SendProgress;
}

/** The sends that still have mail queued, by id. */
export const queuedSends = (sends: readonly MailSend[]) => sends.filter((send) => send.progress.queued > 0).map((send) => send.id);

/** The progress of `sends` added up. */
export const totalProgress = (sends: readonly MailSend[]): SendProgress =>
  sends.reduce<SendProgress>(
    (sum, { progress }) => ({ queued: sum.queued + progress.queued, sent: sum.sent + progress.sent, failed: sum.failed + progress.failed }),
    { queued: 0, sent: 0, failed: 0 },
  );
