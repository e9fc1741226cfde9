import {
  acceptedInvitationSchema,
  STAFF_INVITATION_DAYS,
  staffInvitationSchema,
  staffInvitationViewSchema,
  staffListSchema,
  staffMemberSchema,
} from '@fns/contracts';
import { STAFF_MESSAGES } from '../modules/staff/staff.service';
import { STAFF_INVITATION_MESSAGES } from '../modules/staff/staff-invitations.service';
import { acceptInvitationSchema, inviteStaffSchema, updateStaffSchema } from '../modules/staff/staff.routes';
import { adminOnly, badInput, bearer, body, jsonSchema, message, ok, query, serverSide, tooMany } from './openapi-helpers';

const tags = ['Staff'];
const idParameter = (what: string) => ({
  name: 'id',
  in: 'path',
  required: true,
  description: `${what} id (24 hexadecimal characters)`,
  schema: { type: 'string', pattern: '^[0-9a-fA-F]{24}$' },
});
const tokenParameter = {
  name: 'token',
  in: 'path',
  required: true,
  description: "The token in an invitation mail's link (/admin/join?token={token})",
  schema: { type: 'string', maxLength: 100 },
};
const unusable = {
  404: message(`"${STAFF_INVITATION_MESSAGES.invalidLink}"`),
  410: message(`"${STAFF_INVITATION_MESSAGES.used}" or "${STAFF_INVITATION_MESSAGES.expired}"`),
};
const memberChange = { 404: message(`"${STAFF_MESSAGES.notFound}"`), 409: message('Oneself, or the last active administrator') };

/** /api/admin/staff… (the console's Staff screen) and /api/staff-invitations/{token}… (the invitation link's page). */
export const staffPaths = {
  '/api/admin/staff': {
    get: {
      tags,
      summary: 'The team and the pending invitations',
      security: bearer,
      responses: { 200: ok('The team', jsonSchema(staffListSchema)), ...adminOnly, ...serverSide },
    },
  },
  '/api/admin/staff/invitations': {
    post: {
      tags,
      summary: `Invites an address with a role the inviter may give, mailing a single-use link that works for ${STAFF_INVITATION_DAYS} days; a pending invitation of the same address is replaced`,
      security: bearer,
      requestBody: body(inviteStaffSchema),
      responses: {
        201: ok('Invited, the mail queued', jsonSchema(staffInvitationSchema)),
        ...badInput,
        ...adminOnly,
        409: message(`"${STAFF_INVITATION_MESSAGES.memberExists}", or mail is turned off`),
        ...serverSide,
      },
    },
  },
  '/api/admin/staff/invitations/{id}': {
    delete: {
      tags,
      summary: 'Withdraws a pending invitation: its link stops working',
      security: bearer,
      parameters: [idParameter('Invitation')],
      responses: {
        204: { description: 'Withdrawn' },
        400: message('Bad id'),
        ...adminOnly,
        404: message('No pending invitation with that id'),
        ...serverSide,
      },
    },
  },
  '/api/admin/staff/{id}': {
    patch: {
      tags,
      summary: "Changes another member's role or status (a suspended member cannot sign in, and their sessions end)",
      security: bearer,
      parameters: [idParameter('Staff member')],
      requestBody: body(updateStaffSchema),
      responses: {
        200: ok('The member as changed', jsonSchema(staffMemberSchema)),
        ...badInput,
        ...adminOnly,
        ...memberChange,
        ...serverSide,
      },
    },
    delete: {
      tags,
      summary: 'Deletes another member; the posts they wrote go to `postsTo` first (required when there are any)',
      security: bearer,
      parameters: [
        idParameter('Staff member'),
        query('postsTo', 'The active member who takes over their posts', { type: 'string', pattern: '^[0-9a-f]{24}$' }),
      ],
      responses: {
        204: { description: 'Deleted' },
        400: message('Bad id, or postsTo missing or not an active member'),
        ...adminOnly,
        ...memberChange,
        ...serverSide,
      },
    },
  },
  '/api/staff-invitations/{token}': {
    get: {
      tags,
      summary: 'What an invitation link offers: the address, the role and who invited; changes nothing',
      parameters: [tokenParameter],
      responses: {
        200: ok('The invitation', jsonSchema(staffInvitationViewSchema)),
        400: message('Bad token'),
        ...unusable,
        ...serverSide,
      },
    },
  },
  '/api/staff-invitations/{token}/accept': {
    post: {
      tags,
      summary: "Creates the invitee's account (the invitation's address and role) and signs them in; the link works once",
      parameters: [tokenParameter],
      requestBody: body(acceptInvitationSchema),
      responses: {
        201: ok('Signed in', jsonSchema(acceptedInvitationSchema)),
        ...badInput,
        ...unusable,
        409: message(`"${STAFF_INVITATION_MESSAGES.usernameTaken}", or the address belongs to a member by now`),
        ...tooMany('Too many requests from this address'),
        ...serverSide,
      },
    },
  },
};
