import type { Config } from '../../config/config';
import { databaseLimiter } from '../../lib/rate-limit';

const DAY_SECONDS = 24 * 60 * 60;

/** Who tries to sign in: the account (as stored, lower-cased) and the client address. */
export interface LoginAttempt {
  account: string;
  address: string;
}

/**
 * rate-limiter-flexible's login-endpoint protection, with its counts in the database:
 * - consecutive wrong passwords per account and address: `max` of them within `windowMs` block
 *   that account from that address for `firstBlockMs`, doubled on each further block within a
 *   day, up to `maxBlockMs`; the right password clears both counts. An attack from other
 *   addresses therefore never blocks the administrator's own;
 * - wrong passwords per address, any account: `addressDailyMax` a day, against slow guessing
 *   across many accounts.
 */
export function loginProtection({ max, windowMs, firstBlockMs, maxBlockMs, addressDailyMax }: Config['rateLimits']['login']) {
  const failuresByAccount = databaseLimiter({ name: 'login-account', points: max, durationSeconds: windowMs / 1000 });
  // Only counted (how many blocks so far), never checked against its points.
  const blocksByAccount = databaseLimiter({ name: 'login-blocks', points: 1, durationSeconds: DAY_SECONDS });
  const failuresByAddress = databaseLimiter({ name: 'login-address', points: addressDailyMax, durationSeconds: DAY_SECONDS });
  const accountKey = ({ account, address }: LoginAttempt) => `${account}_${address}`;

  return {
    /** How long this attempt must wait before its password is even checked; 0 when it may go ahead. */
    async waitMs(attempt: LoginAttempt): Promise<number> {
      const counts = await Promise.all([failuresByAccount.get(accountKey(attempt)), failuresByAddress.get(attempt.address)]);
      return Math.max(...counts.map((counted) => (counted && counted.remainingPoints <= 0 ? counted.msBeforeNext : 0)));
    },

    /** A wrong username or password; the failure that reaches `max` starts the next, longer block. */
    async failed(attempt: LoginAttempt): Promise<void> {
      const key = accountKey(attempt);
      const [byAccount] = await Promise.all([failuresByAccount.count(key), failuresByAddress.count(attempt.address)]);
      // Only the failure counted as exactly `max` starts a block: a burst of failures blocks once.
      if (byAccount.consumedPoints !== max) return;
      const blocks = await blocksByAccount.count(key);
      const blockMs = Math.min(firstBlockMs * 2 ** (blocks.consumedPoints - 1), maxBlockMs);
      await failuresByAccount.block(key, blockMs / 1000);
    },

    /** The right password: this account's failures and blocks from this address are forgotten. */
    async succeeded(attempt: LoginAttempt): Promise<void> {
      const key = accountKey(attempt);
      await Promise.all([failuresByAccount.forget(key), blocksByAccount.forget(key)]);
    },
  };
}
