import type { Config } from '../../config/config';
import { ApiError } from '../../lib/api-error';
import { databaseLimiter } from '../../lib/rate-limit';

const DAY_SECONDS = 24 * 60 * 60;

/** Who tries to sign in: the account (as stored, lower-cased) and the client's rate-limit key (an IPv6 /64). */
export interface LoginAttempt {
  account: string;
  address: string;
}

/**
 * rate-limiter-flexible's login-endpoint protection, with its counts in the database. An attempt
 * is counted before its password is checked, so no burst gets past the limits before it is
 * counted, and given back when it proves no failure: refused, the right password, or an error
 * that is nobody's (the database down, too many checks at once).
 * - per account and address: at most `max` attempts within `windowMs` are checked; the failure
 *   counted as `max` blocks that account from that address for `firstBlockMs`, doubled on each
 *   further block within a day, up to `maxBlockMs`, and starts a new count; the right password
 *   clears count and block. An attack from other addresses therefore never blocks the
 *   administrator's own. A block is a record of its own, so giving attempts back never shortens it;
 * - per address, any account: past `addressDailyMax` failures a day (slow guessing across many
 *   accounts), each account gets one attempt per window from there, not `max`. So others'
 *   failures behind the same NAT never lock out a right password, and as unknown usernames get
 *   the same, the rule tells nobody which accounts exist.
 */
export function loginProtection({ max, windowMs, firstBlockMs, maxBlockMs, addressDailyMax }: Config['rateLimits']['login']) {
  const attemptsByAccount = databaseLimiter({ name: 'login-account', points: max, durationSeconds: windowMs / 1000 });
  // Present while the account is blocked from the address: only ever set by `block`.
  const blockedAccounts = databaseLimiter({ name: 'login-block', points: 1, durationSeconds: DAY_SECONDS });
  // Only counted (how many blocks so far), never checked against its points.
  const blocksByAccount = databaseLimiter({ name: 'login-blocks', points: 1, durationSeconds: DAY_SECONDS });
  const attemptsByAddress = databaseLimiter({ name: 'login-address', points: addressDailyMax, durationSeconds: DAY_SECONDS });

  /** The next block of `key`, twice as long as the one before within a day. */
  async function block(key: string): Promise<void> {
    const blocks = await blocksByAccount.count(key);
    const blockMs = Math.min(firstBlockMs * 2 ** (blocks.consumedPoints - 1), maxBlockMs);
    await blockedAccounts.block(key, blockMs / 1000);
    await attemptsByAccount.forget(key);
  }

  return {
    /**
     * Runs `check` (the password check) if the attempt is within the limits, and settles its count
     * by the outcome; otherwise throws `refuse(waitMs)` unchecked, the right password included.
     */
    async guard<T>(attempt: LoginAttempt, check: () => Promise<T>, refuse: (waitMs: number) => Error): Promise<T> {
      const key = `${attempt.account}_${attempt.address}`;
      const blocked = await blockedAccounts.get(key);
      if (blocked) throw refuse(blocked.msBeforeNext);
      const byAccount = await attemptsByAccount.count(key);
      if (byAccount.consumedPoints > max) {
        await attemptsByAccount.giveBack(key);
        throw refuse(byAccount.msBeforeNext);
      }
      const byAddress = await attemptsByAddress.count(attempt.address);
      const giveBackBoth = () => Promise.all([attemptsByAccount.giveBack(key), attemptsByAddress.giveBack(attempt.address)]);
      if (byAddress.consumedPoints > addressDailyMax && byAccount.consumedPoints > 1) {
        await giveBackBoth();
        throw refuse(Math.min(byAccount.msBeforeNext, byAddress.msBeforeNext));
      }

      const result = await check().catch(async (error: unknown) => {
        const wrongPassword = error instanceof ApiError && error.status === 401;
        // Only the failure counted as exactly `max` blocks: a burst of failures blocks once.
        if (!wrongPassword) await giveBackBoth();
        else if (byAccount.consumedPoints === max) await block(key);
        throw error;
      });
      await Promise.all([
        attemptsByAccount.forget(key),
        blockedAccounts.forget(key),
        blocksByAccount.forget(key),
        attemptsByAddress.giveBack(attempt.address),
      ]);
      return result;
    },
  };
}
