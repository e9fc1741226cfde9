import jwt from 'jsonwebtoken';
import { RESET_LINK_MINUTES, RESET_TOKEN_PARAM } from '@fns/contracts';
import type { Config } from '../../config/config';
import { isObjectIdText } from '../../lib/validation';
import { TOKEN_ISSUER } from './token';

/** Its own audience: a reset token is never a session (token.ts) or preview token, nor they a reset token. */
const RESET_AUDIENCE = 'founders-never-solo-password-reset';

export interface ResetClaims {
  userId: string;
  /** The account's passwordChangedAt (ms) when the link was made: a password changed since voids it. */
  passwordChangedAt: number;
}

/** A password-reset link's token: a JWT signed with the API's JWT secret, valid RESET_LINK_MINUTES from `now`. */
export function signResetToken(config: Config, { userId, passwordChangedAt }: ResetClaims, now = Date.now()): string {
  const issuedAt = Math.floor(now / 1000);
  return jwt.sign({ pwc: passwordChangedAt, iat: issuedAt, exp: issuedAt + RESET_LINK_MINUTES * 60 }, config.jwt.secret, {
    algorithm: 'HS256',
    issuer: TOKEN_ISSUER,
    audience: RESET_AUDIENCE,
    subject: userId,
  });
}

/** The claims of a reset token this API signed and that has not expired; undefined for anything else. */
export function readResetToken(config: Config, token: string): ResetClaims | undefined {
  try {
    const claims = jwt.verify(token, config.jwt.secret, { algorithms: ['HS256'], issuer: TOKEN_ISSUER, audience: RESET_AUDIENCE });
    const { sub, pwc } = claims as { sub?: unknown; pwc?: unknown };
    if (typeof sub !== 'string' || !isObjectIdText(sub) || typeof pwc !== 'number' || !Number.isSafeInteger(pwc)) return undefined;
    return { userId: sub, passwordChangedAt: pwc };
  } catch {
    return undefined;
  }
}

/** The console's page the mail links to: /admin/reset-password?token=…, on the public site (a JWT needs no escaping in a query). */
export const resetLinkUrl = (config: Config, claims: ResetClaims, now?: number) =>
  `${config.siteUrl}/admin/reset-password?${RESET_TOKEN_PARAM}=${signResetToken(config, claims, now)}`;
