import { TWO_FACTOR_CHALLENGE_MINUTES } from '@fns/contracts';
import jwt from 'jsonwebtoken';
import type { Config } from '../../config/config';

export const TOKEN_ISSUER = 'founders-never-solo-api';
const AUDIENCE = 'founders-never-solo-admin';

export interface TokenClaims {
  sub: string;
  role: string;
  /** The token's id: what log out puts on the deny-list. */
  jti: string;
  iat: number;
  exp: number;
}

/** `sessionId`: the token's jti, which names its session (sessions.ts). */
export function signToken(config: Config, user: { id: string; role: string }, sessionId: string): string {
  return jwt.sign({ role: user.role }, config.jwt.secret, {
    algorithm: 'HS256',
    subject: user.id,
    issuer: TOKEN_ISSUER,
    audience: AUDIENCE,
    jwtid: sessionId,
    expiresIn: config.jwt.expiresIn as jwt.SignOptions['expiresIn'],
  });
}

/**
 * Throws jsonwebtoken's errors (TokenExpiredError, JsonWebTokenError) for the caller to map. A token
 * without an id could not be revoked, so it is refused too.
 */
export function verifyToken(config: Config, token: string): TokenClaims {
  const claims = jwt.verify(token, config.jwt.secret, { algorithms: ['HS256'], issuer: TOKEN_ISSUER, audience: AUDIENCE });
  if (typeof claims === 'string' || typeof claims.sub !== 'string' || typeof claims.role !== 'string' || typeof claims.jti !== 'string') {
    throw new jwt.JsonWebTokenError('unexpected token claims');
  }
  return claims as TokenClaims;
}

const CHALLENGE_AUDIENCE = 'founders-never-solo-2fa';

/** After the password, before the second factor: names the account for TWO_FACTOR_CHALLENGE_MINUTES, good for nothing else. */
export function signChallenge(config: Config, userId: string): string {
  return jwt.sign({}, config.jwt.secret, {
    algorithm: 'HS256',
    subject: userId,
    issuer: TOKEN_ISSUER,
    audience: CHALLENGE_AUDIENCE,
    expiresIn: TWO_FACTOR_CHALLENGE_MINUTES * 60,
  });
}

/** The account a challenge names; null when it is expired, forged or something else. */
export function readChallenge(config: Config, challenge: string): string | null {
  try {
    const claims = jwt.verify(challenge, config.jwt.secret, { algorithms: ['HS256'], issuer: TOKEN_ISSUER, audience: CHALLENGE_AUDIENCE });
    return typeof claims === 'object' && typeof claims.sub === 'string' ? claims.sub : null;
  } catch {
    return null;
  }
}
