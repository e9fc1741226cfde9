import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { RECOVERY_CODE_COUNT, type RecoveryCodes, type TwoFactorSetup, type TwoFactorStatus } from '@fns/contracts';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Config } from '../../config/config';
import { badRequest, conflict, unauthorized } from '../../lib/api-error';
import { AdminUser, type AdminUserDoc } from './admin-user.model';
import { needsTwoFactor, type StaffIdentity } from './auth.middleware';

/**
 * TOTP (RFC 6238: 6 digits, 30 s, SHA-1, as every authenticator app reads it) with otplib, and
 * single-use recovery codes. A code is accepted once: the step it matched is stored and that step
 * and older ones are refused, the update conditional on the step read (two uses at once: one wins).
 */
export const TWO_FACTOR_MESSAGES = {
  wrongCode: 'That code is not right. Try again.',
  noSetup: 'Start the setup first: the code confirms a new secret.',
  required: 'Your role needs two-factor authentication on this site: it cannot be turned off.',
  off: 'Two-factor authentication is off.',
} as const;

const ISSUER = 'Founders Never Solo';
/** Codes from the step before the current one still count for this many seconds (a slow typist). */
const EPOCH_TOLERANCE: [number, number] = [15, 0];

/* The secret is sealed at rest (AES-256-GCM, a key derived from JWT_SECRET): a database copy alone cannot mint codes. */
const keyOf = (config: Config) => createHash('sha256').update(`totp-secret:${config.jwt.secret}`).digest();

function seal(config: Config, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(config), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

function unseal(config: Config, sealed: string): string {
  const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', keyOf(config), iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(data!), decipher.final()]).toString('utf8');
}

const hashOf = (code: string) => createHash('sha256').update(normalizedRecoveryCode(code)).digest('hex');
/** Recovery codes are read case- and dash-insensitively: people type them from paper. */
const normalizedRecoveryCode = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

/** 10 codes of 10 base-32 characters (50 bits each), shown as xxxxx-xxxxx. */
function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = [...randomBytes(10)].map((byte) => alphabet[byte % 32]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

type Member = Pick<AdminUserDoc, 'username' | 'twoFactor'> & { _id: unknown };

/** GET /api/auth/account/2fa: `required` whether or not it is on (REQUIRE_2FA and the role). */
export async function twoFactorStatus(
  config: Config,
  staff: Pick<StaffIdentity, 'userId' | 'role' | 'twoFactorEnabled'>,
): Promise<TwoFactorStatus> {
  const user = await AdminUser.findById(staff.userId, { 'twoFactor.recoveryCodes': 1 }).lean();
  return {
    enabled: staff.twoFactorEnabled,
    required: needsTwoFactor(config, { role: staff.role, twoFactorEnabled: false }),
    recoveryCodesLeft: staff.twoFactorEnabled ? (user?.twoFactor?.recoveryCodes.length ?? 0) : 0,
  };
}

/** A new secret to scan; it replaces any unconfirmed one and counts once enable() sees a code from it. */
export async function beginSetup(config: Config, userId: string): Promise<TwoFactorSetup> {
  const user = await AdminUser.findById(userId, { username: 1, email: 1 }).lean();
  const secret = generateSecret();
  await AdminUser.updateOne({ _id: userId }, { $set: { 'twoFactor.pendingSecret': seal(config, secret) } });
  const otpauthUrl = generateURI({ issuer: ISSUER, label: user?.email ?? user?.username ?? 'staff', secret });
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 2 });
  return { secret, otpauthUrl, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** Confirms the secret being set up with a code from it: two-factor is on, with fresh recovery codes. */
export async function enable(config: Config, userId: string, code: string): Promise<RecoveryCodes> {
  const user = await AdminUser.findById(userId, { twoFactor: 1 }).lean();
  const pending = user?.twoFactor?.pendingSecret;
  if (!pending) throw conflict(TWO_FACTOR_MESSAGES.noSetup);
  const step = await matchingStep(unseal(config, pending), code, 0);
  if (step === null) throw badRequest(TWO_FACTOR_MESSAGES.wrongCode);
  const recoveryCodes = newRecoveryCodes();
  await AdminUser.updateOne(
    { _id: userId },
    {
      $set: {
        'twoFactor.enabled': true,
        'twoFactor.secret': pending,
        'twoFactor.pendingSecret': null,
        'twoFactor.lastStep': step,
        'twoFactor.recoveryCodes': recoveryCodes.map(hashOf),
      },
    },
  );
  return { recoveryCodes, message: 'Two-factor authentication is on. Keep these recovery codes somewhere safe: each works once.' };
}

export async function replaceRecoveryCodes(userId: string): Promise<RecoveryCodes> {
  const recoveryCodes = newRecoveryCodes();
  await AdminUser.updateOne({ _id: userId, 'twoFactor.enabled': true }, { $set: { 'twoFactor.recoveryCodes': recoveryCodes.map(hashOf) } });
  return { recoveryCodes, message: 'New recovery codes: the old ones no longer work.' };
}

export async function disable(userId: string): Promise<void> {
  await AdminUser.updateOne(
    { _id: userId },
    { $set: { 'twoFactor.enabled': false, 'twoFactor.secret': null, 'twoFactor.pendingSecret': null, 'twoFactor.recoveryCodes': [] } },
  );
}

/** The time step a 6-digit code matches (after `afterStep`), or null. */
async function matchingStep(secret: string, code: string, afterStep: number): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({ secret, token: code, epochTolerance: EPOCH_TOLERANCE, afterTimeStep: afterStep || undefined });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/**
 * The second step of a sign-in: a code from the app (used once) or a recovery code (used once).
 * 401 otherwise, which the caller counts as a failed sign-in.
 */
export async function checkSecondFactor(config: Config, user: Member, answer: { code?: string; recoveryCode?: string }): Promise<void> {
  const { twoFactor } = user;
  if (!twoFactor?.enabled || !twoFactor.secret) throw unauthorized(TWO_FACTOR_MESSAGES.wrongCode);
  if (answer.recoveryCode !== undefined) {
    const hash = hashOf(answer.recoveryCode);
    const used = await AdminUser.updateOne(
      { _id: user._id, 'twoFactor.recoveryCodes': hash },
      { $pull: { 'twoFactor.recoveryCodes': hash } },
    );
    if (used.modifiedCount === 0) throw unauthorized(TWO_FACTOR_MESSAGES.wrongCode);
    return;
  }
  const step = await matchingStep(unseal(config, twoFactor.secret), answer.code ?? '', twoFactor.lastStep);
  const taken =
    step !== null &&
    (await AdminUser.updateOne({ _id: user._id, 'twoFactor.lastStep': twoFactor.lastStep }, { $set: { 'twoFactor.lastStep': step } }));
  if (!taken || taken.modifiedCount === 0) throw unauthorized(TWO_FACTOR_MESSAGES.wrongCode);
}
