import { subscriptionChangeSchema, subscriptionLinkSchema } from '@fns/contracts';
import { LINK_NOT_VALID } from '../modules/subscriptions/subscription.service';
import { jsonSchema, message, object, ok, ref, serverSide } from './openapi-helpers';

const tags = ['Subscriptions'];
const tokenParameter = {
  name: 'token',
  in: 'path',
  required: true,
  description: 'The token of a link in a sign-up mail (/confirm/{token}, /unsubscribe/{token} on the site): base64url, signed',
  schema: { type: 'string', pattern: '^[A-Za-z0-9_-]+$', maxLength: 128 },
};
const notValid = { 404: message(`"${LINK_NOT_VALID}": unknown, tampered or expired token (confirm links last CONFIRM_TTL_HOURS)`) };
const undecodable = { 400: message('The path cannot be decoded') };

/** The shapes the site's link pages read (@fns/contracts). */
export const subscriptionComponents = {
  SubscriptionLink: jsonSchema(subscriptionLinkSchema),
  SubscriptionChange: jsonSchema(subscriptionChangeSchema),
};

/** /api/subscriptions/{token}…: what the links in sign-up mail do (double opt-in, one-click unsubscribe). */
export const subscriptionPaths = {
  '/api/subscriptions/{token}': {
    get: {
      tags,
      summary: "What a mail's link is about (list, purpose) and where its sign-up stands; changes nothing (mail scanners follow links)",
      parameters: [tokenParameter],
      responses: {
        200: ok('The link; an unsubscribe link whose sign-up was erased reads as unsubscribed', ref('SubscriptionLink')),
        ...undecodable,
        ...notValid,
        ...serverSide,
      },
    },
  },
  '/api/subscriptions/{token}/confirm': {
    post: {
      tags,
      summary:
        "The confirm page's button: the sign-up becomes confirmed and gets its welcome mail (a replay answers the same, sends nothing)",
      parameters: [tokenParameter],
      responses: {
        200: ok('Confirmed', ref('SubscriptionChange')),
        400: message('An unsubscribe link (it cannot confirm), or a path that cannot be decoded'),
        ...notValid,
        ...serverSide,
      },
    },
  },
  '/api/subscriptions/{token}/unsubscribe': {
    post: {
      tags,
      summary:
        "The unsubscribe page's button, or a mail provider's one-click POST (RFC 8058) passed on by the site: the address goes on the list's suppression list; idempotent",
      parameters: [tokenParameter],
      requestBody: {
        required: false,
        description: 'None, or the one-click body; it is not read',
        content: {
          'application/x-www-form-urlencoded': { schema: object({ 'List-Unsubscribe': { const: 'One-Click' } }) },
        },
      },
      responses: {
        200: ok('Unsubscribed (also when it was already, or its sign-up was erased)', ref('SubscriptionChange')),
        400: message('A confirm link (it cannot unsubscribe), or a path that cannot be decoded'),
        ...notValid,
        ...serverSide,
      },
    },
  },
};
