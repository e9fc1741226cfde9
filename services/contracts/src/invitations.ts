import { z } from 'zod';

/**
 * Where one invitation to join stands: `active` (its code works until it expires), `joined` (used),
 * `expired` (not used in INVITE_TTL_DAYS) or `revoked` (taken back by an administrator).
 */
export const INVITATION_STATES = ['active', 'joined', 'expired', 'revoked'] as const;
export const invitationStateSchema = z.enum(INVITATION_STATES);
export type InvitationState = z.infer<typeof invitationStateSchema>;

/**
 * GET /api/invitations/{code}: what the invitation page (INVITE_URL, by default the site's
 * /welcome?code={code}) shows before its Join button is pressed; reading it changes nothing.
 * POST /api/invitations/{code}/join answers the same shape, now `joined`.
 */
export const invitationViewSchema = z.object({
  state: invitationStateSchema,
  /** The invitee's first name, for the greeting (null when unknown). */
  firstName: z.string().nullable(),
  expiresAt: z.iso.datetime(),
});
export type InvitationView = z.infer<typeof invitationViewSchema>;

/** How a batch's mail is going through the outbox: queued (not sent yet, retries included), sent, failed. */
export const sendProgressSchema = z.object({
  queued: z.number().int().nonnegative(),
  sent: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
});
export type SendProgress = z.infer<typeof sendProgressSchema>;

/** One batch of invitations, as the console lists it (newest first). */
export const invitationBatchSchema = z.object({
  id: z.string(),
  createdAt: z.iso.datetime(),
  /** People invited by it. */
  size: z.number().int().nonnegative(),
  progress: sendProgressSchema,
});
export type InvitationBatch = z.infer<typeof invitationBatchSchema>;

/** GET /api/admin/waitlist/invitations: the counts of every invitation's state, and the latest batches. */
export const invitationSummarySchema = z.object({
  counts: z.object({
    invited: z.number().int().nonnegative(),
    joined: z.number().int().nonnegative(),
    expired: z.number().int().nonnegative(),
    revoked: z.number().int().nonnegative(),
  }),
  batches: z.array(invitationBatchSchema),
  /** How long a new invitation's code works (INVITE_TTL_DAYS). */
  ttlDays: z.number().int().positive(),
});
export type InvitationSummary = z.infer<typeof invitationSummarySchema>;

/** A wait list entry's latest invitation, on its row in the console (null: never invited). */
export const entryInvitationSchema = z.object({ state: invitationStateSchema, expiresAt: z.iso.datetime() }).nullable();
export type EntryInvitation = z.infer<typeof entryInvitationSchema>;
