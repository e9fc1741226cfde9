import { entryInvitationSchema, invitationBatchSchema, invitationSummarySchema, invitationViewSchema } from '@fns/contracts';
import { NOBODY_WAITING } from '../modules/invitations/invitation-batches';
import { INVITATION_NOT_VALID } from '../modules/invitations/invitations.service';
import { inviteSchema } from '../modules/invitations/invitations.routes';
import { adminOnly, badInput, bearer, body, jsonSchema, message, ok, serverSide } from './openapi-helpers';

const tags = ['Invitations'];
const codeParameter = {
  name: 'code',
  in: 'path',
  required: true,
  description: "The code in an invitation mail's link (INVITE_URL?code={code}): base64url, signed",
  schema: { type: 'string', pattern: '^[A-Za-z0-9_-]+$', maxLength: 128 },
};
const entryParameter = {
  name: 'id',
  in: 'path',
  required: true,
  description: 'Wait list entry id (24 hexadecimal characters)',
  schema: { type: 'string', pattern: '^[0-9a-fA-F]{24}$' },
};
const notValid = { 400: message('The path cannot be decoded'), 404: message(`"${INVITATION_NOT_VALID}": unknown or tampered code`) };
const notInvited = { 409: message('The entry has no invitation (never invited, or revoked), or has joined already') };
const view = jsonSchema(invitationViewSchema);

/** /api/invitations/{code}… (the invitation page) and /api/admin/waitlist/…invitation… (the console). */
export const invitationPaths = {
  '/api/invitations/{code}': {
    get: {
      tags,
      summary:
        'What an invitation page shows: whether its code works (active), was used (joined), expired or was withdrawn; changes nothing',
      parameters: [codeParameter],
      responses: { 200: ok('The invitation', view), ...notValid, ...serverSide },
    },
  },
  '/api/invitations/{code}/join': {
    post: {
      tags,
      summary: "The invitation page's Join button: the entry joins (idempotent: a used code answers joined again)",
      parameters: [codeParameter],
      responses: { 200: ok('Joined', view), ...notValid, 410: message('Expired, or withdrawn (revoked or replaced)'), ...serverSide },
    },
  },
  '/api/admin/waitlist/invitations': {
    get: {
      tags,
      summary: 'How many invitations are out, used, expired and revoked; the latest 10 batches with how their mail is going',
      security: bearer,
      responses: { 200: ok('The summary', jsonSchema(invitationSummarySchema)), ...adminOnly, ...serverSide },
    },
    post: {
      tags,
      summary:
        'Invites a batch: the next N waiting by place, or chosen entries (those waiting). Each gets a single-use code valid INVITE_TTL_DAYS, mailed through the outbox after other mail; a person is invited once even by batches at the same moment',
      security: bearer,
      requestBody: body(inviteSchema),
      responses: {
        201: ok('The batch, its mail queued', jsonSchema(invitationBatchSchema)),
        ...badInput,
        ...adminOnly,
        422: message(`"${NOBODY_WAITING}"`),
        ...serverSide,
      },
    },
  },
  '/api/admin/waitlist/{id}/invitation': {
    post: {
      tags,
      summary: 'Resends an invitation: a new code (the old one stops working), mailed',
      security: bearer,
      parameters: [entryParameter],
      responses: {
        200: ok('The new invitation', jsonSchema(entryInvitationSchema)),
        400: message('Bad id'),
        ...adminOnly,
        404: message('No such entry'),
        ...notInvited,
        ...serverSide,
      },
    },
    delete: {
      tags,
      summary: 'Revokes an invitation: its code stops working and the person waits in line again',
      security: bearer,
      parameters: [entryParameter],
      responses: { 204: { description: 'Revoked' }, 400: message('Bad id'), ...adminOnly, ...notInvited, ...serverSide },
    },
  },
};
