import { randomUUID } from 'node:crypto';
import type { Types } from 'mongoose';
import { MailClaim } from './outbox-mail.model';
import { isDuplicateKey } from '../../lib/duplicate-key';

export interface Claim {
  /** The attempt this claim is for (0 for the first). */
  attempt: number;
  /** When the lease ends: past it, another worker may take the message up. */
  leaseUntil: number;
  /** Gives the attempt back unfinished: the next worker takes it up at once, not after the lease. */
  release(): Promise<void>;
}

/**
 * Claims the next attempt at a message, whose outbox document says `attempts` were begun: insert
 * the claim `${mailId}:${n}` for n = attempts. Taken (duplicate key) by a worker whose lease is
 * running: someone is at it, no claim. Taken with its lease over: that worker died during attempt n,
 * so on to n + 1 — attempt numbers only grow, and each is claimed once, by one worker. Up to
 * `lastAttempt` (the one that only records giving up).
 */
export async function claimAttempt(
  mail: { _id: Types.ObjectId; attempts: number },
  { leaseMs, lastAttempt, worker = randomUUID() }: { leaseMs: number; lastAttempt: number; worker?: string },
): Promise<Claim | undefined> {
  for (let attempt = mail.attempts; attempt <= lastAttempt; attempt += 1) {
    const _id = `${String(mail._id)}:${attempt}`;
    const leaseUntil = Date.now() + leaseMs;
    try {
      await MailClaim.create({ _id, mailId: mail._id, worker, leaseUntil: new Date(leaseUntil) });
      return { attempt, leaseUntil, release: async () => void (await MailClaim.deleteOne({ _id, worker })) };
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
    const holder = await MailClaim.findById(_id).lean();
    // Released meanwhile (the holder gave it back): the next poll claims it.
    if (!holder || holder.leaseUntil.getTime() > Date.now()) return undefined;
  }
  return undefined;
}
