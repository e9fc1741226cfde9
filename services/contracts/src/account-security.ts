import { z } from 'zod';

/* Signing in with a second factor, one's own sessions and password (the Account screen). */

/**
 * POST /api/auth/login for an account with two-factor authentication: no token yet, a challenge
 * to answer at POST /api/auth/login/2fa within TWO_FACTOR_CHALLENGE_MINUTES.
 */
export const twoFactorChallengeSchema = z.object({ twoFactorRequired: z.literal(true), challenge: z.string(), message: z.string() });
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;
export const TWO_FACTOR_CHALLENGE_MINUTES = 5;
/** How many single-use recovery codes an account gets. */
export const RECOVERY_CODE_COUNT = 10;

/** POST /api/auth/login/2fa: the challenge and either the app's 6-digit code or one recovery code. */
export const twoFactorLoginRequestSchema = z.object({
  challenge: z.string(),
  code: z.string().optional(),
  recoveryCode: z.string().optional(),
});

/** GET /api/auth/account/2fa */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** REQUIRE_2FA=true and an Administrator: they must turn it on (until then only their account answers). */
  required: z.boolean(),
  recoveryCodesLeft: z.number().int().min(0),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** POST /api/auth/account/2fa/setup: a new secret to scan, confirmed by a code before it counts. */
export const twoFactorSetupSchema = z.object({
  secret: z.string().describe('Base32, for typing in by hand'),
  otpauthUrl: z.string(),
  qrCode: z.string().describe('An SVG image of otpauthUrl as a data: URL'),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** POST /api/auth/account/2fa/enable (and …/recovery-codes): shown once, never again. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()), message: z.string() });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** GET /api/auth/sessions: the signed-in member's own sessions, newest first. */
export const sessionSchema = z.object({
  id: z.string(),
  createdAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  userAgent: z.string().nullable(),
  address: z.string().nullable(),
  /** The session this request came with. */
  current: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;
export const sessionListSchema = z.array(sessionSchema);

/** PUT /api/auth/account/password: the other sessions end; this one stays. */
export const passwordChangeRequestSchema = z.object({ currentPassword: z.string(), newPassword: z.string() });
