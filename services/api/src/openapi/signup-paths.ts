import { signupStatsSchema } from '@fns/contracts';
import { adminOnly, bearer, jsonSchema, message, ok, query, serverSide } from './openapi-helpers';

/** /api/admin/signups: the dashboard's figures of where sign-ups come from (admins only). */
export const signupPaths = {
  '/api/admin/signups': {
    get: {
      tags: ['Audience'],
      summary:
        'Sign-ups of the wait list and the newsletter per day (confirmed and pending), and by page and post, remote version and source: counted in the database shortly after each change, read here as last counted',
      security: bearer,
      parameters: [
        query('days', 'The window: the last 30 (the default) or 90 UTC days', { type: 'string', enum: ['30', '90'] }),
        query('list', 'One list, or all (the default)', { type: 'string', enum: ['all', 'waitlist', 'newsletter'] }),
      ],
      responses: {
        200: ok('The figures', jsonSchema(signupStatsSchema)),
        400: message('Invalid or unknown query parameter'),
        ...adminOnly,
        ...serverSide,
      },
    },
  },
};
