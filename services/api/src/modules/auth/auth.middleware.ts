import type { NextFunction, Request, RequestHandler, Response } from 'express';
import jwt from 'jsonwebtoken';
import { isValidObjectId } from 'mongoose';
import { OPERATION_PERMISSIONS, ROLE_LABELS, roleHas, type Operation, type StaffRole } from '@fns/contracts';
import type { Config } from '../../config/config';
import { forbidden, unauthorized } from '../../lib/api-error';
import { AdminUser } from './admin-user.model';
import { verifyToken } from './token';
import { liveSession } from './sessions';

export const AUTH_MESSAGES = {
  missing: 'Authentication required.',
  malformed: 'The Authorization header must be "Bearer <token>".',
  expired: 'Your session has expired. Please log in again.',
  invalid: 'Invalid authentication token. Please log in again.',
  revoked: 'Your session is no longer valid. Please log in again.',
  suspended: 'Your account is suspended. Please ask an administrator.',
  forbidden: (role: StaffRole) => `Your role (${ROLE_LABELS[role]}) does not allow this.`,
  twoFactorFirst: 'Turn on two-factor authentication first (Your account): administrators need it on this site.',
} as const;

export interface StaffIdentity {
  userId: string;
  username: string;
  name: string;
  role: StaffRole;
  twoFactorEnabled: boolean;
  /** The presented token's session (its jti), for log out and the sessions list. */
  sessionId: string;
  /** When the admin signed in for this token (its issue time). */
  signedInAt: Date;
}

/**
 * Verifies a bearer header; 401 for a malformed or expired token, one whose session ended (logged
 * out, signed out from the list, password changed), and for a suspended account. The role is read from the account at each request, never from
 * the token: a changed role holds at once.
 */
async function authenticate(config: Config, header: string): Promise<StaffIdentity> {
  const match = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/.exec(header);
  if (!match?.[1]) throw unauthorized(AUTH_MESSAGES.malformed);

  let claims;
  try {
    claims = verifyToken(config, match[1]);
  } catch (error) {
    throw unauthorized(error instanceof jwt.TokenExpiredError ? AUTH_MESSAGES.expired : AUTH_MESSAGES.invalid);
  }
  if (!isValidObjectId(claims.sub)) throw unauthorized(AUTH_MESSAGES.invalid);

  const [user, session] = await Promise.all([AdminUser.findById(claims.sub).lean(), liveSession(claims.jti, claims.sub)]);
  if (!user || !session) throw unauthorized(AUTH_MESSAGES.revoked);
  if (user.status !== 'active') throw unauthorized(AUTH_MESSAGES.suspended);
  return {
    userId: String(user._id),
    username: user.username,
    name: user.name ?? user.username,
    role: user.role,
    twoFactorEnabled: user.twoFactor?.enabled ?? false,
    sessionId: claims.jti,
    signedInAt: new Date(claims.iat * 1000),
  };
}

/** REQUIRE_2FA=true: an Administrator without two-factor authentication reaches their own account only. */
export const needsTwoFactor = (config: Config, staff: Pick<StaffIdentity, 'role' | 'twoFactorEnabled'>): boolean =>
  config.require2fa && staff.role === 'administrator' && !staff.twoFactorEnabled;

/** 403 unless the role's permissions (@fns/contracts' table) include what `operation` takes. */
function assertMayCall(config: Config, staff: StaffIdentity, operation: Operation): void {
  const permission = OPERATION_PERMISSIONS[operation];
  if (!roleHas(staff.role, permission)) throw forbidden(AUTH_MESSAGES.forbidden(staff.role));
  if (permission !== 'account' && needsTwoFactor(config, staff)) throw forbidden(AUTH_MESSAGES.twoFactorFirst);
}

/** At start: a route built from parts (audience lists) names an operation the table has. */
function assertKnown(operation: string): void {
  if (!Object.hasOwn(OPERATION_PERMISSIONS, operation))
    throw new Error(`No rule for "${operation}" in OPERATION_PERMISSIONS (@fns/contracts).`);
}

/** Signed-in staff whose role may call `operation` (its "METHOD path" in the OpenAPI document) pass. */
export function requireStaff(config: Config, operation: Operation): RequestHandler {
  assertKnown(operation);
  return async (req: Request, res: Response, next: NextFunction) => {
    const header = req.get('authorization');
    if (!header) throw unauthorized(AUTH_MESSAGES.missing);
    const staff = await authenticate(config, header);
    assertMayCall(config, staff, operation);
    res.locals.staff = staff;
    next();
  };
}

/** Anyone passes; a presented token must be valid and its role allowed `operation`, and then `res.locals.staff` is set. */
export function optionalStaff(config: Config, operation: Operation): RequestHandler {
  assertKnown(operation);
  return async (req: Request, res: Response, next: NextFunction) => {
    const header = req.get('authorization');
    if (header) {
      const staff = await authenticate(config, header);
      assertMayCall(config, staff, operation);
      res.locals.staff = staff;
    }
    next();
  };
}

/** The signed-in staff member, if a token came (optionalStaff). */
export const staffIfAny = (res: Response): StaffIdentity | undefined => res.locals.staff as StaffIdentity | undefined;

/** The staff member requireStaff let through. */
export const staffOf = (res: Response): StaffIdentity => res.locals.staff as StaffIdentity;
