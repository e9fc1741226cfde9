import { newsletterOverviewSchema, newsletterSendSchema } from '@fns/contracts';
import { sendLetterSchema, testLetterSchema } from '../modules/newsletter/newsletter-send.routes';
import { NO_SUBSCRIBERS, NOT_PUBLISHED, SENT_BEFORE } from '../modules/newsletter/newsletter-sends';
import { adminOnly, badInput, bearer, body, idParameter, jsonSchema, message, ok, ref, serverSide } from './openapi-helpers';

const tags = ['Newsletter'];
const parameters = [idParameter('post')];
const postProblems = { 404: message('No such post'), 409: message(`"${NOT_PUBLISHED}"`) };

/** /api/admin/posts/{id}/newsletter…: a published post sent as the newsletter (admins only). */
export const newsletterPaths = {
  '/api/admin/posts/{id}/newsletter': {
    get: {
      tags,
      summary:
        "The letter exactly as it will be sent (subject, HTML and text, for a sample subscriber), how many confirmed subscribers it would reach now, and the post's sends with how their mail is going",
      security: bearer,
      parameters,
      responses: {
        200: ok('The overview', jsonSchema(newsletterOverviewSchema)),
        400: message('Bad id'),
        ...adminOnly,
        ...postProblems,
        ...serverSide,
      },
    },
    post: {
      tags,
      summary:
        'Sends the post to every confirmed subscriber not suppressed, one letter each with their own unsubscribe link, through the outbox after other mail; once, unless `resend` confirms another send. Two sends asked for at once make one',
      security: bearer,
      parameters,
      requestBody: { ...body(sendLetterSchema), required: false },
      responses: {
        201: ok('The send, its letters queued', jsonSchema(newsletterSendSchema)),
        ...badInput,
        ...adminOnly,
        404: message('No such post'),
        409: message(`"${NOT_PUBLISHED}", or "${SENT_BEFORE}"`),
        422: message(`"${NO_SUBSCRIBERS}"`),
        ...serverSide,
      },
    },
  },
  '/api/admin/posts/{id}/newsletter/test': {
    post: {
      tags,
      summary: 'Queues the letter to one address (a member of staff checking it), as a subscriber gets it',
      security: bearer,
      parameters,
      requestBody: body(testLetterSchema),
      responses: { 202: ok('Queued', ref('Message')), ...badInput, ...adminOnly, ...postProblems, ...serverSide },
    },
  },
};
