import { ROLE_LABELS, STAFF_ROLES, STAFF_STATUSES } from '@fns/contracts';
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import type { Config } from '../../config/config';
import type { PublicResponseCache } from '../../lib/public-response-cache';
import { formLimiter } from '../../lib/rate-limit';
import { emailField, isObjectIdText, keptAfterTrim, objectIdParam, parseInput } from '../../lib/validation';
import { recordAudit } from '../audit/audit-log';
import { requireStaff, staffOf } from '../auth/auth.middleware';
import { signInContextOf } from '../auth/sessions';
import { acceptInvitation, inviteStaff, viewInvitation, withdrawInvitation } from './staff-invitations.service';
import { deleteStaff, listStaff, updateStaff } from './staff.service';

const role = z.enum(STAFF_ROLES, 'The role must be contributor, author, editor or administrator.');
const status = z.enum(STAFF_STATUSES, 'The status must be active or suspended.');

export const inviteStaffSchema = z.strictObject({ email: emailField, role });
export const updateStaffSchema = z
  .strictObject({ role: role.optional(), status: status.optional() })
  .refine((body) => body.role !== undefined || body.status !== undefined, 'Send a "role" or a "status" to change.');
const deleteStaffQuery = z.strictObject({
  postsTo: z.string().refine(isObjectIdText, "postsTo must be a staff member's id (24 hexadecimal characters).").optional(),
});
export const acceptInvitationSchema = z.strictObject({
  name: z
    .string('Please enter your name.')
    .trim()
    .min(1, 'Please enter your name.')
    .max(80, 'Your name is too long (at most 80 characters).')
    .regex(keptAfterTrim(1), 'Please enter your name.'),
  username: z
    .string('Please choose a username.')
    .trim()
    .min(1, 'Please choose a username.')
    .max(64, 'The username is too long (at most 64 characters).')
    .regex(keptAfterTrim(1), 'Please choose a username.')
    .regex(/^\S+$/, 'The username cannot contain spaces.'),
  password: z.string('Please choose a password.'),
});
const tokenParam = z.object({ token: z.string().max(100, 'This invitation link is not valid.') });

/** /api/admin/staff…: the team and its invitations (Editors and Administrators), roles and status (Administrators). */
export function staffAdminRouter(config: Config, json: RequestHandler, cache: PublicResponseCache): Router {
  const router = Router();
  router.get('/', requireStaff(config, 'GET /api/admin/staff'), async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(await listStaff());
  });
  router.post('/invitations', requireStaff(config, 'POST /api/admin/staff/invitations'), json, async (req, res) => {
    const invitation = await inviteStaff(config, staffOf(res), parseInput(inviteStaffSchema, req.body));
    await recordAudit(res, 'staff.invite', `${invitation.email} as ${ROLE_LABELS[invitation.role]}`);
    res.status(201).json(invitation);
  });
  router.delete('/invitations/:id', requireStaff(config, 'DELETE /api/admin/staff/invitations/{id}'), async (req, res) => {
    await withdrawInvitation(staffOf(res), parseInput(objectIdParam, req.params).id);
    res.status(204).end();
  });
  router.patch('/:id', requireStaff(config, 'PATCH /api/admin/staff/{id}'), json, async (req, res) => {
    const { id } = parseInput(objectIdParam, req.params);
    const changes = parseInput(updateStaffSchema, req.body);
    const member = await updateStaff(staffOf(res), id, changes);
    if (changes.role) await recordAudit(res, 'staff.role', `${member.name} as ${ROLE_LABELS[changes.role]}`);
    if (changes.status) await recordAudit(res, changes.status === 'suspended' ? 'staff.suspend' : 'staff.reactivate', member.name);
    res.json(member);
  });
  router.delete('/:id', requireStaff(config, 'DELETE /api/admin/staff/{id}'), async (req, res) => {
    const { id } = parseInput(objectIdParam, req.params);
    const { postsTo } = parseInput(deleteStaffQuery, req.query);
    const { name, postsMoved } = await deleteStaff(staffOf(res), id, postsTo);
    await recordAudit(res, 'staff.delete', postsMoved > 0 ? `${name} (${postsMoved} posts handed over)` : name);
    // Public posts name their author.
    if (postsMoved > 0) cache.clear();
    res.status(204).end();
  });
  return router;
}

/** /api/staff-invitations/{token}: the invitation link's page reads it and accepts it; the token is the only credential. */
export function staffInvitationRouter(config: Config, json: RequestHandler): Router {
  const router = Router();
  router.get('/:token', async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await viewInvitation(parseInput(tokenParam, req.params).token));
  });
  router.post('/:token/accept', formLimiter('staff-invitation', config.rateLimits.forms), json, async (req, res) => {
    const { token } = parseInput(tokenParam, req.params);
    const signedIn = await acceptInvitation(config, token, parseInput(acceptInvitationSchema, req.body), signInContextOf(req));
    res.status(201).set('Cache-Control', 'no-store').json({ token: signedIn, message: 'Welcome to the team.' });
  });
  return router;
}
