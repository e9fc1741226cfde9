import { randomUUID } from 'node:crypto';
import { whenIdle } from '@fns/server-kit';
import type { Logger } from 'pino';
import type { Config } from '../../config/config';
import { logger } from '../../lib/logger';
import { purgeUnconfirmed } from '../subscriptions/pending-purge';
import { claimAttempt } from './mail-claim';
import { deliver, firstAttemptOf } from './mail-delivery';
import { outboxEvents, type QueuedEvent } from './mail-outbox';
import { purgeOldMail } from './mail-retention';
import { createMailTransport, type MailTransport } from './mail-transport';
import { dueEntries, dueMessage, requeueStray, type QueueEntry } from './mail-queue';
import { OutboxMail, type StoredMail } from './outbox-mail.model';
import { Pauses } from '../../lib/pauses';
import { SendRate } from './send-rate';

/*
 * The outbox's sender. Requests write messages to the outbox (mail-outbox.ts); every API instance
 * runs a worker that sends them. What makes it correct with several instances:
 *
 * - Reading: what is due comes from the queue (mail-queue.ts), small documents kept only while a
 *   message waits; each message is then read by its `_id`, the one read FerretDB does not scan for.
 * - Claim: an attempt at a message is claimed by inserting `${mailId}:${attempt}` into mail_claims.
 *   Unique `_id`s are atomic on both, so exactly one worker gets each attempt. Only the holder
 *   writes the message until it is done, so updates never race. Having claimed, the worker reads
 *   the message again and lets go if it is no longer due (someone else finished it meanwhile).
 * - Lease: a claim holds for LEASE_MS (5 min); an attempt is bounded far below it by the SMTP
 *   time-outs, and one not started in time is given back. A worker that crashed or was killed holds
 *   its claim until the lease ends; then the next worker claims attempt + 1 (claim-of-next, never
 *   a takeover of the same id). A worker stopped with SIGTERM gives its unsent claims back at once.
 * - Rate: before handing a message to SMTP the worker takes a slot (send-rate.ts), again by a
 *   unique insert: at most MAIL_RATE_PER_MINUTE messages in any minute, over all instances.
 * - Giving way: while its instance is answering requests, the worker starts one attempt per
 *   GIVE_WAY_MS at most (whenIdle), so a burst of sign-ups is answered as fast as with mail off;
 *   the mail follows within moments of the burst.
 * - Retries: a 4xx answer, a refused or dropped connection or a time-out is retried with
 *   exponential back-off; a 5xx is final; after MAX_ATTEMPTS it gives up. The reason is kept. An
 *   admin's retry (mail-retry.ts) queues a failed message again with MAX_ATTEMPTS more attempts.
 *
 * What no SMTP client can rule out: a crash after the server accepted a message but before the
 * outbox says so, or a worker frozen for longer than the lease, repeats that message once. Its
 * Message-ID stays the same (made from the outbox id), so mail clients can tell.
 */

export const LEASE_MS = 5 * 60 * 1000;
export const MAX_ATTEMPTS = 8;
/** Back-off after the n-th failed attempt: RETRY_BASE_MS · 2^(n−1), ±20 %, at most an hour (mail-delivery.ts). */
export const RETRY_BASE_MS = 30 * 1000;
const POLL_MS = 2_000;
/** Queue entries read at once: each read scans the queue on FerretDB, so a bulk send of 10 000 is read in ten scans. */
const BATCH_SIZE = 1000;
/** Attempts a worker makes at the same time (each on a connection of its own). */
const SENDS_AT_ONCE = 4;
/** While the instance is never idle, one attempt starts per this long: 120 a minute, twice the default rate. */
const GIVE_WAY_MS = 500;
const PURGE_EVERY_MS = 60 * 60 * 1000;
const RATE_WINDOW_MS = 60 * 1000;
/** An attempt starts only with this much lease left: ample for a server answering within the SMTP time-outs. */
const ATTEMPT_BUDGET_MS = 90_000;

export interface MailWorkerOptions {
  config: Config;
  /** Where mail goes (SMTP_URL, or the embedded Mailpit); undefined with MAIL_DISABLED: nothing is sent, the purge still runs. */
  smtpUrl: string | undefined;
  log?: Logger;
  /** The tests' knobs; production keeps the defaults above. */
  leaseMs?: number;
  maxAttempts?: number;
  retryBaseMs?: number;
  pollMs?: number;
  rateWindowMs?: number;
}

export interface MailWorker {
  /** Stops taking messages, finishes the attempt under way, gives unsent claims back. */
  stop(): Promise<void>;
}

/** Starts sending the outbox; several workers (in one or many processes) share it safely. */
export function startMailWorker({
  config,
  smtpUrl,
  log = logger,
  leaseMs = LEASE_MS,
  maxAttempts = MAX_ATTEMPTS,
  retryBaseMs = RETRY_BASE_MS,
  pollMs = POLL_MS,
  rateWindowMs = RATE_WINDOW_MS,
}: MailWorkerOptions): MailWorker {
  const worker = randomUUID();
  const pauses = new Pauses();
  const rate = new SendRate(config.mail.ratePerMinute, rateWindowMs, (ms) => pauses.pause(ms));
  const transport = smtpUrl ? createMailTransport(config, smtpUrl, SENDS_AT_ONCE) : undefined;
  const budgetMs = Math.min(ATTEMPT_BUDGET_MS, leaseMs / 2);
  /** Set when this process queues mail of no bulk send: a pass over a bulk send's messages ends early to take it. */
  let urgent = false;
  const wake = ({ bulk }: QueuedEvent) => {
    if (!bulk) urgent = true;
    pauses.wake();
  };
  outboxEvents.on('queued', wake);
  let purgedAt = 0;

  /**
   * Reads the entry's message, claims its next attempt, checks it is still due, and makes it; false
   * when nothing was done. The claim of the attempt the read says comes next proves that no one
   * touched the message since (only an attempt's holder writes it); a later one is read again.
   */
  async function take(entry: QueueEntry, sender: MailTransport): Promise<boolean> {
    const due = await dueMessage(entry);
    if (!due) return false;
    const claim = await claimAttempt(due, { leaseMs, lastAttempt: firstAttemptOf(due) + maxAttempts, worker });
    if (!claim) return false;
    const claimState = { used: false };
    try {
      const mail = claim.attempt === due.attempts ? due : await OutboxMail.findById(due._id).lean<StoredMail>();
      const stillDue = mail && mail.status === 'queued' && mail.attempts <= claim.attempt && mail.nextAttemptAt.getTime() <= Date.now();
      const delivery = { transport: sender, rate, maxAttempts, retryBaseMs, budgetMs, log };
      if (stillDue) await deliver(claim, mail, claimState, delivery);
      return claimState.used;
    } finally {
      if (!claimState.used) await claim.release();
    }
  }

  async function sendDue(sender: MailTransport): Promise<boolean> {
    // Mail of no bulk send first (null sorts before any campaign), alone in its pass; a pass over a
    // bulk send's messages ends as soon as this process queues other mail.
    urgent = false;
    const read = await dueEntries(BATCH_SIZE);
    const firstBulk = read.findIndex((entry) => entry.campaign);
    const due = firstBulk > 0 ? read.slice(0, firstBulk) : read;
    const bulk = firstBulk === 0;
    // Workers reading the same batch start at different places, so they claim different messages.
    const start = Math.floor(Math.random() * due.length);
    let next = 0;
    let progressed = false;
    // The lanes pass one at a time, each when the instance is idle or GIVE_WAY_MS after the one before.
    let turn = Promise.resolve();
    const giveWay = () => (turn = turn.then(() => whenIdle(GIVE_WAY_MS)));
    // A few at once: most of an attempt is waiting (the database, the SMTP server's answers).
    const sendNext = async () => {
      for (;;) {
        await giveWay();
        if (next >= due.length || pauses.stopped || (bulk && urgent)) return;
        const entry = due[(start + next) % due.length]!;
        next += 1;
        if (await take(entry, sender)) progressed = true;
      }
    };
    await Promise.all(Array.from({ length: SENDS_AT_ONCE }, sendNext));
    return progressed;
  }

  async function housekeeping(): Promise<void> {
    if (Date.now() - purgedAt < PURGE_EVERY_MS) return;
    purgedAt = Date.now();
    const strays = await requeueStray();
    if (strays > 0) log.info(`Queued ${strays} messages that had no queue entry.`);
    const erased = await purgeUnconfirmed(config);
    if (erased > 0) log.info(`Erased ${erased} sign-ups left unconfirmed for ${config.mail.pendingRetentionMs / 86_400_000} days.`);
    await purgeOldMail();
  }

  async function run(): Promise<void> {
    while (!pauses.stopped) {
      let progressed = false;
      try {
        await housekeeping();
        if (transport) progressed = await sendDue(transport);
      } catch (error) {
        log.error(`The mail worker: ${(error as Error).message}`);
      }
      if (!progressed) await pauses.pause(pollMs);
    }
  }

  const running = run();
  return {
    async stop() {
      pauses.stop();
      outboxEvents.off('queued', wake);
      await running;
      transport?.close();
    },
  };
}
