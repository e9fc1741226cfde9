import { erasedSchema, preferencesSchema } from '@fns/contracts';
import { preferenceActionSchema } from '../modules/preferences/preferences.routes';
import { LINK_NOT_VALID } from '../modules/subscriptions/subscription.service';
import { jsonSchema, message, ok, ref, serverSide } from './openapi-helpers';
import { tokenParameter } from './subscription-paths';

const tags = ['Subscriptions'];
const preferencesToken = tokenParameter(
  'The token of the preference link at the foot of every list mail (/preferences/{token} on the site)',
);
const notValid = { 404: message(`"${LINK_NOT_VALID}": unknown or tampered token, or an address erased`) };
const action = jsonSchema(preferenceActionSchema);

/** The shapes the preference page reads (@fns/contracts' preferences.ts). */
export const preferenceComponents = {
  Preferences: jsonSchema(preferencesSchema),
  Erased: jsonSchema(erasedSchema),
};

/** /api/preferences/{token}: the preference page of a list mail's address. */
export const preferencePaths = {
  '/api/preferences/{token}': {
    get: {
      tags,
      summary: "Where the link's address stands on the newsletter and the wait list (the address masked); changes nothing",
      parameters: [preferencesToken],
      responses: {
        200: ok('The preferences', ref('Preferences')),
        400: message('The path cannot be decoded'),
        ...notValid,
        ...serverSide,
      },
    },
    post: {
      tags,
      summary:
        'One button of the preference page: newsletter-off (unsubscribe), newsletter-on (double opt-in again, for an address unsubscribed or not on it), leave-waitlist, or erase (every list, the outbox, the wait list records; only a hash of the address stays, on the suppression lists). Idempotent; after erase the token answers 404',
      parameters: [preferencesToken],
      requestBody: {
        required: true,
        content: { 'application/json': { schema: action }, 'application/x-www-form-urlencoded': { schema: action } },
      },
      responses: {
        200: ok('The preferences afterwards, or (erase) { "erased": true }', { anyOf: [ref('Preferences'), ref('Erased')] }),
        400: message('A body other than { "action": … } with a known action, or a path that cannot be decoded'),
        413: message('Body too large'),
        ...notValid,
        ...serverSide,
      },
    },
  },
};
