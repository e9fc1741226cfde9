import { mailOverviewSchema, outboxItemSchema, OUTBOX_STATUSES, suppressionItemSchema } from '@fns/contracts';
import { MAIL_OFF, testMailSchema } from '../modules/mail/mail-admin.routes';
import { RETRY_MESSAGES } from '../modules/mail/mail-retry';
import {
  adminOnly,
  badInput,
  bearer,
  body,
  jsonSchema,
  message,
  objectId,
  ok,
  pageOf,
  pagingParameters,
  query,
  serverSide,
} from './openapi-helpers';

const tags = ['Mail'];
const badQuery = { 400: message('Invalid or unknown query parameter') };
const mailOff = { 409: message(`"${MAIL_OFF}"`) };
const outboxItem = jsonSchema(outboxItemSchema);

/** /api/admin/mail…: the console's E-mail screen (admins only); the shapes are @fns/contracts' (mail-admin.ts). */
export const mailPaths = {
  '/api/admin/mail': {
    get: {
      tags,
      summary: 'Whether mail is on (MAIL_DISABLED), its From address and rate, and how many messages of the outbox stand at each status',
      security: bearer,
      responses: { 200: ok('The overview', jsonSchema(mailOverviewSchema)), ...adminOnly, ...serverSide },
    },
  },
  '/api/admin/mail/outbox': {
    get: {
      tags,
      summary: 'A page of the outbox, newest first (never the bodies or headers of the mail)',
      security: bearer,
      parameters: [...pagingParameters, query('status', 'Only messages of this status', { type: 'string', enum: [...OUTBOX_STATUSES] })],
      responses: { 200: ok('The page; total counts every match', pageOf(outboxItem)), ...badQuery, ...adminOnly, ...serverSide },
    },
  },
  '/api/admin/mail/outbox/{id}/retry': {
    post: {
      tags,
      summary:
        'Queue a failed message again, due now, with a fresh budget of attempts (its attempt count goes on; lastError stays until the next attempt)',
      security: bearer,
      parameters: [{ name: 'id', in: 'path', required: true, description: 'The message id', schema: objectId }],
      responses: {
        200: ok('The message, now queued', outboxItem),
        400: message('Bad id'),
        ...adminOnly,
        404: message(`"${RETRY_MESSAGES.notFound}"`),
        409: message(`"${RETRY_MESSAGES.notFailed}" (a second click included), or "${MAIL_OFF}"`),
        ...serverSide,
      },
    },
  },
  '/api/admin/mail/suppressions': {
    get: {
      tags,
      summary:
        'A page of the suppression list, the latest first: addresses that unsubscribed from a list get none of its mail until they sign up and confirm again',
      security: bearer,
      parameters: pagingParameters,
      responses: { 200: ok('The page', pageOf(jsonSchema(suppressionItemSchema))), ...badQuery, ...adminOnly, ...serverSide },
    },
  },
  '/api/admin/mail/test': {
    post: {
      tags,
      summary:
        'Queue a plain test mail (no list, no unsubscribe link) to an address: does mail from this site arrive, and how does it look?',
      security: bearer,
      requestBody: body(testMailSchema),
      responses: {
        202: message('"Test mail queued for {to}.": a mail worker sends it'),
        ...badInput,
        ...adminOnly,
        ...mailOff,
        ...serverSide,
      },
    },
  },
};
