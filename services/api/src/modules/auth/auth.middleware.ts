import type { NextFunction, Request, RequestHandler, Response } from 'express';
import jwt from 'jsonwebtoken';
import { isValidObjectId } from 'mongoose';
import type { Config } from '../../config/config';
import { forbidden, unauthorized } from '../../lib/api-error';
import { ADMIN_ROLE, AdminUser } from './admin-user.model';
import { verifyToken } from './token';
import { isTokenRevoked } from './token-revocation';

export const AUTH_MESSAGES = {
  missing: 'Authentication required.',
  malformed: 'The Authorization header must be "Bearer <token>".',
  expired: 'Your session has expired. Please log in again.',
  invalid: 'Invalid authentication token. Please log in again.',
  revoked: 'Your session is no longer valid. Please log in again.',
  forbidden: 'You do not have permission to do this.',
} as const;

export interface AdminIdentity {
  userId: string;
  username: string;
  /** The presented token, for log out. */
  token: { id: string; expiresAt: Date };
  /** When the admin signed in for this token (its issue time). */
  signedInAt: Date;
}

/** Verifies a bearer header; 401 for a missing, malformed, expired or revoked (password changed, logged out) token, 403 without the admin role. */
async function authenticate(config: Config, header: string): Promise<AdminIdentity> {
  const match = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/.exec(header);
  if (!match?.[1]) throw unauthorized(AUTH_MESSAGES.malformed);

  let claims;
  try {
    claims = verifyToken(config, match[1]);
  } catch (error) {
    throw unauthorized(error instanceof jwt.TokenExpiredError ? AUTH_MESSAGES.expired : AUTH_MESSAGES.invalid);
  }
  if (claims.role !== ADMIN_ROLE) throw forbidden(AUTH_MESSAGES.forbidden);
  if (!isValidObjectId(claims.sub)) throw unauthorized(AUTH_MESSAGES.invalid);

  const [user, signedOut] = await Promise.all([AdminUser.findById(claims.sub).lean(), isTokenRevoked(claims.jti)]);
  // JWT iat has second precision; a token from the same second as the password change stays valid.
  if (!user || signedOut || Math.floor(user.passwordChangedAt.getTime() / 1000) > claims.iat) throw unauthorized(AUTH_MESSAGES.revoked);
  if (user.role !== ADMIN_ROLE) throw forbidden(AUTH_MESSAGES.forbidden);
  return {
    userId: String(user._id),
    username: user.username,
    token: { id: claims.jti, expiresAt: new Date(claims.exp * 1000) },
    signedInAt: new Date(claims.iat * 1000),
  };
}

/** Only admins pass. */
export function requireAdmin(config: Config): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    const header = req.get('authorization');
    if (!header) throw unauthorized(AUTH_MESSAGES.missing);
    res.locals.admin = await authenticate(config, header);
    next();
  };
}

/** Anyone passes; a presented token must be valid, and then `res.locals.admin` is set. */
export function optionalAdmin(config: Config): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    const header = req.get('authorization');
    if (header) res.locals.admin = await authenticate(config, header);
    next();
  };
}

export const isAdminRequest = (res: Response): boolean => res.locals.admin !== undefined;

/** The admin requireAdmin let through. */
export const adminOf = (res: Response): AdminIdentity => res.locals.admin as AdminIdentity;
