import { subscriptionChangeSchema, subscriptionLinkSchema, waitlistStandingSchema } from '@fns/contracts';
import { LINK_NOT_VALID } from '../modules/subscriptions/subscription.service';
import { jsonSchema, message, object, ok, ref, serverSide } from './openapi-helpers';

const tags = ['Subscriptions'];
/** A signed token in the path (a mail link's): `description` says whose. */
export const tokenParameter = (description: string) => ({
  name: 'token',
  in: 'path',
  required: true,
  description: `${description}: base64url, signed`,
  schema: { type: 'string', pattern: '^[A-Za-z0-9_-]+$', maxLength: 128 },
});
const mailLinkToken = tokenParameter('The token of a link in a sign-up mail (/confirm/{token}, /unsubscribe/{token} on the site)');
const notValid = { 404: message(`"${LINK_NOT_VALID}": unknown, tampered or expired token (confirm links last CONFIRM_TTL_HOURS)`) };
const undecodable = { 400: message('The path cannot be decoded') };

/** The shapes the site's link pages read (@fns/contracts). */
export const subscriptionComponents = {
  SubscriptionLink: jsonSchema(subscriptionLinkSchema),
  SubscriptionChange: jsonSchema(subscriptionChangeSchema),
  WaitlistStanding: jsonSchema(waitlistStandingSchema),
};

/** /api/subscriptions/{token}…: what the links in sign-up mail do (double opt-in, one-click unsubscribe). */
export const subscriptionPaths = {
  '/api/subscriptions/{token}': {
    get: {
      tags,
      summary: "What a mail's link is about (list, purpose) and where its sign-up stands; changes nothing (mail scanners follow links)",
      parameters: [mailLinkToken],
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
      parameters: [mailLinkToken],
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
      parameters: [mailLinkToken],
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

/** /api/waitlist/status/{token}: a wait list entry's standing, for its status page. */
export const waitlistStatusPaths = {
  '/api/waitlist/status/{token}': {
    get: {
      tags: ['Forms'],
      summary:
        'Where a wait list entry stands: its status, its place in line while it waits, and (WAITLIST_REFERRALS) its referral link; changes nothing',
      parameters: [tokenParameter('The token of the status link in the welcome mail (/waitlist/status/{token} on the site)')],
      responses: {
        200: ok('The standing', ref('WaitlistStanding')),
        ...undecodable,
        404: message(`"${LINK_NOT_VALID}": unknown or tampered token, or an entry erased`),
        ...serverSide,
      },
    },
  },
};
