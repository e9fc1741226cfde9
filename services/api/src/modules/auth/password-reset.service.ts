import { trusted } from 'mongoose';
import { RESET_LINK_MINUTES } from '@fns/contracts';
import type { Config } from '../../config/config';
import { badRequest } from '../../lib/api-error';
import { enqueueMail } from '../mail/mail-outbox';
import { AdminUser } from './admin-user.model';
import { assertNewPassword, changePassword } from './auth.service';
import { PasswordResetClaim } from './password-reset-claim.model';
import { readResetToken, resetLinkUrl } from './reset-token';
import { isDuplicateKey } from '../../lib/duplicate-key';

/** Reset mails one account gets in a clock hour (UTC); asking again past them changes nothing. */
export const RESET_MAILS_PER_HOUR = 3;
export const RESET_LINK_INVALID = 'This reset link is invalid or has expired. Please ask for a new one.';
/**
 * Queues a reset link for the admin with this address, when there is one and mail is on. The
 * hour's n-th mail of an account has the outbox key password-reset:{id}:{hour}:{n}, unique, so
 * RESET_MAILS_PER_HOUR holds across instances. Returns whether one was queued.
 */
export async function sendResetLink(config: Config, email: string, now = new Date()): Promise<boolean> {
  if (config.mail.disabled) return false;
  const user = await AdminUser.findOne({ email }).lean();
  if (!user) return false;
  const resetUrl = resetLinkUrl(config, { userId: String(user._id), passwordChangedAt: user.passwordChangedAt.getTime() }, now.getTime());
  const props = { siteUrl: config.siteUrl, resetUrl, username: user.username, validMinutes: RESET_LINK_MINUTES };
  const hour = now.toISOString().slice(0, 13);
  for (let n = 0; n < RESET_MAILS_PER_HOUR; n += 1) {
    if (
      await enqueueMail({
        content: { template: 'password-reset', props },
        to: email,
        key: `password-reset:${String(user._id)}:${hour}:${n}`,
      })
    )
      return true;
  }
  return false;
}

/**
 * Sets the password a reset link's holder chose (the rules of every new password), which signs
 * the account out everywhere (changePassword): its passwordChangedAt moves, and with it every
 * link made before, this one included. Of two uses of one link at once, the claim lets one on.
 */
export async function resetPassword(config: Config, token: string, password: string): Promise<void> {
  const claims = readResetToken(config, token);
  const user = claims && (await AdminUser.findById(claims.userId).lean());
  if (!claims || !user || user.passwordChangedAt.getTime() !== claims.passwordChangedAt) throw badRequest(RESET_LINK_INVALID);
  assertNewPassword(password);
  const claimId = `${claims.userId}:${claims.passwordChangedAt}`;
  await claimReset(claimId);
  try {
    await changePassword(config, claims.userId, password);
  } catch (error) {
    // Not changed: the link may be used again. A claim left behind only blocks it until it is purged.
    await PasswordResetClaim.deleteOne({ _id: claimId }).catch(() => undefined);
    throw error;
  }
}

/** Claims the reset of one account state; taken: the link was used (or is being used) already. */
async function claimReset(_id: string): Promise<void> {
  // Older claims are of links expired by now. No TTL index (FerretDB has none): purged here, on each use.
  await PasswordResetClaim.deleteMany({ at: trusted({ $lt: new Date(Date.now() - RESET_LINK_MINUTES * 60_000) }) });
  try {
    await PasswordResetClaim.create({ _id, at: new Date() });
  } catch (error) {
    if (isDuplicateKey(error)) throw badRequest(RESET_LINK_INVALID);
    throw error;
  }
}
