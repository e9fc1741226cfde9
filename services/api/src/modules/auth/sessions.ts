import { randomUUID } from 'node:crypto';
import type { Session } from '@fns/contracts';
import type { Request } from 'express';
import { trusted, type Types } from 'mongoose';
import type { Config } from '../../config/config';
import { notFound } from '../../lib/api-error';
import { StaffSession, type SessionDoc } from './session.model';
import { signToken, verifyToken } from './token';

/** How often a session's "last active" is written: not on every request. */
const LAST_SEEN_EVERY_MS = 60_000;
const USER_AGENT_MAX = 300;

/** Where a sign-in came from, as the sessions list shows it. */
export interface SignInContext {
  userAgent: string | null;
  address: string | null;
}

export const signInContextOf = (req: Request): SignInContext => ({
  userAgent: req.get('user-agent')?.slice(0, USER_AGENT_MAX) ?? null,
  address: req.ip ?? null,
});

/** Signs a member in: a new session and the token naming it. */
export async function startSession(config: Config, user: { _id: Types.ObjectId; role: string }, context: SignInContext): Promise<string> {
  const id = randomUUID();
  const token = signToken(config, { id: String(user._id), role: user.role }, id);
  const { iat, exp } = verifyToken(config, token);
  const now = new Date();
  await StaffSession.deleteMany({ expiresAt: trusted({ $lte: now }) });
  await StaffSession.create({
    _id: id,
    userId: user._id,
    createdAt: new Date(iat * 1000),
    lastSeenAt: now,
    expiresAt: new Date(exp * 1000),
    ...context,
  });
  return token;
}

/** The session a token names, when it is still there and the member's; its last activity noted now and then. */
export async function liveSession(id: string, userId: string): Promise<SessionDoc | null> {
  const session = await StaffSession.findById(id).lean<SessionDoc>();
  if (!session || String(session.userId) !== userId) return null;
  if (Date.now() - session.lastSeenAt.getTime() > LAST_SEEN_EVERY_MS) {
    await StaffSession.updateOne({ _id: id }, { $set: { lastSeenAt: new Date() } });
  }
  return session;
}

export async function endSession(id: string): Promise<void> {
  await StaffSession.deleteOne({ _id: id });
}

/** Signs a member out everywhere, or everywhere but `keep` (the session that changed the password). */
export async function endSessionsOf(userId: string | Types.ObjectId, keep?: string): Promise<void> {
  await StaffSession.deleteMany({ userId, ...(keep && { _id: trusted({ $ne: keep }) }) });
}

export async function listSessions(userId: string, currentId: string): Promise<Session[]> {
  const sessions = await StaffSession.find({ userId, expiresAt: trusted({ $gt: new Date() }) })
    .sort({ createdAt: -1 })
    .lean<SessionDoc[]>();
  return sessions.map((session) => ({
    id: session._id,
    createdAt: session.createdAt.toISOString(),
    lastSeenAt: session.lastSeenAt.toISOString(),
    expiresAt: session.expiresAt.toISOString(),
    userAgent: session.userAgent,
    address: session.address,
    current: session._id === currentId,
  }));
}

/** Ends one of the member's own sessions (404 for anyone else's: nothing tells it exists). */
export async function endOwnSession(userId: string, id: string): Promise<void> {
  const { deletedCount } = await StaffSession.deleteOne({ _id: id, userId });
  if (deletedCount === 0) throw notFound('Session not found.');
}
