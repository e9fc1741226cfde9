import { createHash, randomBytes } from 'node:crypto';
import { trusted } from 'mongoose';
import {
  INVITABLE_ROLES,
  ROLE_LABELS,
  STAFF_INVITATION_DAYS,
  STAFF_INVITATION_PARAM,
  type StaffInvitation as StaffInvitationShape,
  type StaffInvitationView,
  type StaffRole,
} from '@fns/contracts';
import type { Config } from '../../config/config';
import { ApiError, conflict, forbidden, notFound } from '../../lib/api-error';
import { isDuplicateKey } from '../../lib/duplicate-key';
import { exclusively } from '../../lib/leases';
import { AdminUser } from '../auth/admin-user.model';
import type { StaffIdentity } from '../auth/auth.middleware';
import { assertNewPassword, normalizeUsername } from '../auth/auth.service';
import { hashPassword } from '../auth/password-hash';
import { startSession, type SignInContext } from '../auth/sessions';
import { MAIL_OFF } from '../mail/mail-admin.routes';
import { enqueueMail } from '../mail/mail-outbox';
import { StaffInvitation, type StaffInvitationDoc } from './staff-invitation.model';

export const STAFF_INVITATION_MESSAGES = {
  memberExists: 'That e-mail address already belongs to a staff member.',
  outOfReach: (role: StaffRole) =>
    `${ROLE_LABELS[role]}s can invite ${INVITABLE_ROLES[role].map((invitable) => `${ROLE_LABELS[invitable]}s`).join(' and ')} only.`,
  notFound: 'Invitation not found.',
  invalidLink: 'This invitation link is not valid.',
  used: 'This invitation has already been used.',
  expired: 'This invitation has expired. Ask for a new one.',
  usernameTaken: 'That username is taken. Please choose another.',
} as const;

const gone = (message: string) => new ApiError(410, message);
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export const toInvitation = (invitation: StaffInvitationDoc): StaffInvitationShape => ({
  id: String(invitation._id),
  email: invitation.email,
  role: invitation.role,
  invitedBy: invitation.invitedByName,
  createdAt: invitation.createdAt.toISOString(),
  expiresAt: invitation.expiresAt.toISOString(),
});

function assertInvitable(inviter: StaffIdentity, role: StaffRole): void {
  if (!INVITABLE_ROLES[inviter.role].includes(role)) throw forbidden(STAFF_INVITATION_MESSAGES.outOfReach(inviter.role));
}

/**
 * Invites an address with a role the inviter may give, and mails the link. A pending invitation of
 * the same address is replaced (its link stops working). One change per address at a time.
 */
export async function inviteStaff(
  config: Config,
  inviter: StaffIdentity,
  input: { email: string; role: StaffRole },
): Promise<StaffInvitationShape> {
  assertInvitable(inviter, input.role);
  if (config.mail.disabled) throw conflict(MAIL_OFF);
  return exclusively(`staff-invitation:${input.email}`, async () => {
    if (await AdminUser.exists({ email: input.email })) throw conflict(STAFF_INVITATION_MESSAGES.memberExists);
    await StaffInvitation.deleteMany({ email: input.email, usedAt: null });
    const token = randomBytes(32).toString('base64url');
    const createdAt = new Date();
    const invitation = await StaffInvitation.create({
      ...input,
      tokenHash: hashOf(token),
      invitedById: inviter.userId,
      invitedByName: inviter.name,
      createdAt,
      expiresAt: new Date(createdAt.getTime() + STAFF_INVITATION_DAYS * 86_400_000),
    });
    const joinUrl = new URL('/admin/join', config.siteUrl);
    joinUrl.searchParams.set(STAFF_INVITATION_PARAM, token);
    await enqueueMail({
      key: `staff-invitation:${String(invitation._id)}`,
      to: input.email,
      content: {
        template: 'staff-invitation',
        props: {
          siteUrl: config.siteUrl,
          joinUrl: joinUrl.href,
          invitedBy: inviter.name,
          role: ROLE_LABELS[input.role],
          expiresAt: invitation.expiresAt.toISOString(),
        },
      },
    });
    return toInvitation(invitation.toObject());
  });
}

/** Withdraws a pending invitation of a role the inviter may give. */
export async function withdrawInvitation(inviter: StaffIdentity, id: string): Promise<void> {
  const invitation = await StaffInvitation.findOne({ _id: id, usedAt: null }).lean<StaffInvitationDoc>();
  if (!invitation) throw notFound(STAFF_INVITATION_MESSAGES.notFound);
  assertInvitable(inviter, invitation.role);
  await StaffInvitation.deleteOne({ _id: invitation._id, usedAt: null });
}

export const pendingInvitations = async (): Promise<StaffInvitationShape[]> =>
  (await StaffInvitation.find({ usedAt: null }).sort({ createdAt: 1 }).lean<StaffInvitationDoc[]>()).map(toInvitation);

/** The invitation a link names, still usable: 404 for no such link, 410 once used or expired. */
async function usableInvitation(token: string): Promise<StaffInvitationDoc> {
  const invitation = token ? await StaffInvitation.findOne({ tokenHash: hashOf(token) }).lean<StaffInvitationDoc>() : null;
  if (!invitation) throw notFound(STAFF_INVITATION_MESSAGES.invalidLink);
  if (invitation.usedAt) throw gone(STAFF_INVITATION_MESSAGES.used);
  if (invitation.expiresAt <= new Date()) throw gone(STAFF_INVITATION_MESSAGES.expired);
  return invitation;
}

export async function viewInvitation(token: string): Promise<StaffInvitationView> {
  const { email, role, invitedByName, expiresAt } = await usableInvitation(token);
  return { email, role, invitedBy: invitedByName, expiresAt: expiresAt.toISOString() };
}

/**
 * Creates the invitee's account with the invitation's role and address and signs them in. The
 * link is claimed first (single use, even for two tries at once) and given back if the account
 * cannot be made (a username taken meanwhile).
 */
export async function acceptInvitation(
  config: Config,
  token: string,
  input: { name: string; username: string; password: string },
  context: SignInContext,
): Promise<string> {
  const invitation = await usableInvitation(token);
  assertNewPassword(input.password);
  const username = normalizeUsername(input.username);
  if (await AdminUser.exists({ username })) throw conflict(STAFF_INVITATION_MESSAGES.usernameTaken);
  if (await AdminUser.exists({ email: invitation.email })) throw conflict(STAFF_INVITATION_MESSAGES.memberExists);
  const passwordHash = await hashPassword(input.password, config.admin.bcryptRounds);
  const claimed = await StaffInvitation.updateOne(
    { _id: invitation._id, usedAt: null, expiresAt: trusted({ $gt: new Date() }) },
    { $set: { usedAt: new Date() } },
  );
  if (claimed.modifiedCount === 0) throw gone(STAFF_INVITATION_MESSAGES.used);
  try {
    const user = await AdminUser.create({ username, name: input.name, email: invitation.email, role: invitation.role, passwordHash });
    return await startSession(config, user, context);
  } catch (error) {
    await StaffInvitation.updateOne({ _id: invitation._id }, { $set: { usedAt: null } });
    if (isDuplicateKey(error)) throw conflict(STAFF_INVITATION_MESSAGES.usernameTaken);
    throw error;
  }
}
