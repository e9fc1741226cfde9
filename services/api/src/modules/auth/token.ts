import { randomUUID } from 'node:crypto';
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

export function signToken(config: Config, user: { id: string; role: string }): string {
  return jwt.sign({ role: user.role }, config.jwt.secret, {
    algorithm: 'HS256',
    subject: user.id,
    issuer: TOKEN_ISSUER,
    audience: AUDIENCE,
    jwtid: randomUUID(),
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
