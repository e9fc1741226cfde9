import type { Logger } from 'pino';
import type { Claim } from './mail-claim';
import { describeFailure, isRetryable, type MailTransport } from './mail-transport';
import { insertAllNew } from '../../lib/insert-all-new';
import { CampaignOutcome, OutboxMail, type OutboxMailFields, type StoredMail } from './outbox-mail.model';
import { leaveQueue, moveInQueue } from './mail-queue';
import type { SendRate } from './send-rate';
import { isSuppressed } from './suppression.model';
import { renderQueued } from './templates/mail-catalog';
import type { RenderedMail } from './templates/mail-template';

const RETRY_MAX_MS = 60 * 60 * 1000;
const RECORD_TRIES = 5;

type MailUpdate = Partial<Pick<OutboxMailFields, 'status' | 'attempts' | 'nextAttemptAt' | 'lastError' | 'sentAt' | 'failedAt'>>;

export interface Delivery {
  transport: MailTransport;
  rate: SendRate;
  maxAttempts: number;
  /** Back-off after the n-th failed attempt: retryBaseMs · 2^(n−1), ±20 %, at most an hour. */
  retryBaseMs: number;
  /** An attempt starts only with this much of its lease left. */
  budgetMs: number;
  log: Logger;
}

/**
 * The first attempt the give-up limit counts: 0, or where an admin's retry started a fresh budget
 * (attempt numbers go on from there, never reused: each is claimed once). Messages queued before
 * retries existed have no such field.
 */
export const firstAttemptOf = (mail: { attemptsBeforeRetry?: number | null | undefined }) => mail.attemptsBeforeRetry ?? 0;

const backoff = (failures: number, baseMs: number) => Math.min(RETRY_MAX_MS, baseMs * 2 ** (failures - 1)) * (0.8 + Math.random() * 0.4);

/**
 * The claim holder's write: retried, since after SMTP's answer it must not be lost. A message that
 * ended leaves the queue (a bulk send's says so for its progress); one tried again later moves in it.
 */
async function record(mail: StoredMail, update: MailUpdate): Promise<void> {
  for (let tries = 1; ; tries += 1) {
    try {
      await OutboxMail.updateOne({ _id: mail._id }, { $set: update });
      const ended = update.status !== undefined && update.status !== 'queued';
      if (ended) await leaveQueue(mail._id);
      else if (update.nextAttemptAt) await moveInQueue(mail._id, update.nextAttemptAt);
      if (ended && mail.campaign)
        await insertAllNew(CampaignOutcome.collection, [
          { _id: String(mail._id), campaign: mail.campaign, sent: update.status === 'sent' },
        ]);
      return;
    } catch (error) {
      if (tries >= RECORD_TRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** tries));
    }
  }
}

/**
 * One attempt at a message whose claim the caller holds: give up (past the last attempt), drop
 * (suppressed list mail), or take a rate slot and hand it to SMTP, then record the outcome.
 * `claimState.used` is set before anything is recorded or sent: from then on the caller never
 * gives the claim back, even if recording fails. Left unset (stopping, or too little lease left
 * after waiting for a slot), the caller gives it back.
 */
export async function deliver(claim: Claim, mail: StoredMail, claimState: { used: boolean }, delivery: Delivery): Promise<void> {
  const { transport, rate, maxAttempts, retryBaseMs, budgetMs, log } = delivery;
  const firstAttempt = firstAttemptOf(mail);
  if (claim.attempt - firstAttempt >= maxAttempts) {
    claimState.used = true;
    // Earlier attempts were interrupted (their workers died): this claim only records the end.
    const lastError = `Gave up after ${maxAttempts} attempts, the last interrupted. ${mail.lastError ?? ''}`.trim();
    await record(mail, { status: 'failed', attempts: claim.attempt, failedAt: new Date(), lastError });
    return;
  }
  if (mail.suppressible && mail.list && (await isSuppressed(mail.list, mail.to))) {
    claimState.used = true;
    await record(mail, { status: 'suppressed', attempts: claim.attempt });
    return;
  }
  let rendered: RenderedMail;
  try {
    rendered = renderQueued(mail);
  } catch (error) {
    // A template that cannot render its props never will: no attempt is spent, nothing is retried.
    claimState.used = true;
    await record(mail, {
      status: 'failed',
      attempts: claim.attempt,
      failedAt: new Date(),
      lastError: `Not rendered: ${(error as Error).message}`,
    });
    return;
  }
  if (!(await rate.acquire()) || Date.now() + budgetMs > claim.leaseUntil) return;
  claimState.used = true;
  let failure: unknown;
  try {
    const headers = (mail.headers ?? {}) as Record<string, string>;
    const { html, text } = rendered;
    await transport.send({ id: String(mail._id), to: mail.to, subject: mail.subject, html, text, headers, replyTo: mail.replyTo });
  } catch (error) {
    failure = error;
  }
  const attempts = claim.attempt + 1;
  if (failure === undefined) {
    await record(mail, { status: 'sent', attempts, sentAt: new Date(), lastError: null });
    return;
  }
  const reason = describeFailure(failure);
  const tried = attempts - firstAttempt;
  if (isRetryable(failure) && tried < maxAttempts) {
    await record(mail, { attempts, lastError: reason, nextAttemptAt: new Date(Date.now() + backoff(tried, retryBaseMs)) });
    return;
  }
  const lastError = isRetryable(failure) ? `Gave up after ${tried} attempts: ${reason}` : reason;
  await record(mail, { status: 'failed', attempts, failedAt: new Date(), lastError });
  log.warn(`Mail ${String(mail._id)} not sent: ${lastError}`);
}
