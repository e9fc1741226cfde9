import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import type { Config } from '../../config/config';
import { objectIdParam, parseInput } from '../../lib/validation';
import { requireStaff } from '../auth/auth.middleware';
import { inviteBatch, type Selection } from './invitation-batches';
import { invitationSummary, joinWithInvitation, resendInvitation, revokeInvitation, viewInvitation } from './invitations.service';

export const INVITE_NEXT_MAX = 10_000;
export const INVITE_CHOSEN_MAX = 1_000;
const ONE_OF = 'Give either "next" (how many of those waiting, in line order) or "ids" (chosen entries), not both.';

const NEXT_RANGE = `The number to invite ("next") must be a whole number from 1 to ${INVITE_NEXT_MAX}.`;
const IDS_RANGE = `The chosen entries ("ids") must be a list of 1 to ${INVITE_CHOSEN_MAX} entry ids.`;

/** POST /api/admin/waitlist/invitations: the next N in line, or chosen entries (one of the two). */
export const inviteSchema = z
  .strictObject(
    {
      next: z.number(NEXT_RANGE).int(NEXT_RANGE).min(1, NEXT_RANGE).max(INVITE_NEXT_MAX, NEXT_RANGE).optional(),
      ids: z
        .array(objectIdParam.shape.id, IDS_RANGE)
        .min(1, IDS_RANGE)
        .max(INVITE_CHOSEN_MAX, IDS_RANGE)
        .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))])
        .optional(),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? ONE_OF : undefined) },
  )
  .refine((body) => (body.next === undefined) !== (body.ids === undefined), ONE_OF)
  .transform((body): Selection => (body.ids ? { ids: body.ids } : { next: body.next! }));

/** /api/invitations/{code}: the invitation page's read and its Join button. The code is the only credential. */
export function invitationRouter(config: Config): Router {
  const router = Router();
  router.get('/:code', async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await viewInvitation(config, req.params.code));
  });
  router.post('/:code/join', async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await joinWithInvitation(config, req.params.code));
  });
  return router;
}

/** /api/admin/waitlist/invitations and /api/admin/waitlist/{id}/invitation: the console's invitations. */
export function invitationAdminRouter(config: Config, json: RequestHandler): Router {
  const router = Router();
  router.get('/invitations', requireStaff(config, 'GET /api/admin/waitlist/invitations'), async (_req, res) => {
    res.json(await invitationSummary(config));
  });
  router.post('/invitations', requireStaff(config, 'POST /api/admin/waitlist/invitations'), json, async (req, res) => {
    res.status(201).json(await inviteBatch(config, parseInput(inviteSchema, req.body)));
  });
  router.post('/:id/invitation', requireStaff(config, 'POST /api/admin/waitlist/{id}/invitation'), async (req, res) => {
    res.json(await resendInvitation(config, parseInput(objectIdParam, req.params).id));
  });
  router.delete('/:id/invitation', requireStaff(config, 'DELETE /api/admin/waitlist/{id}/invitation'), async (req, res) => {
    await revokeInvitation(parseInput(objectIdParam, req.params).id);
    res.status(204).end();
  });
  return router;
}
