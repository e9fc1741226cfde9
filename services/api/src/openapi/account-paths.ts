import { z } from 'zod';
import { accountSchema, RESET_LINK_MINUTES } from '@fns/contracts';
import { accountEmailSchema } from '../modules/auth/account.routes';
import { EMAIL_TAKEN } from '../modules/auth/account.service';
import { RESET_LINK_INVALID, RESET_MAILS_PER_HOUR } from '../modules/auth/password-reset.service';
import { forgotPasswordSchema, resetPasswordSchema } from '../modules/auth/password-reset.routes';
import { adminOnly, badInput, bearer, body, jsonSchema, message, ok, recentSignIn, ref, serverSide, tooMany } from './openapi-helpers';

const tags = ['Auth'];

/** /api/auth/account… (the signed-in admin's own) and the password reset by mail. */
export const accountPaths = {
  '/api/auth/account': {
    get: {
      tags,
      summary: "The signed-in admin's username and e-mail address (null: none)",
      security: bearer,
      responses: { 200: ok('The account', jsonSchema(accountSchema)), ...adminOnly, ...serverSide },
    },
  },
  '/api/auth/account/email': {
    put: {
      tags,
      summary:
        'Set the address password-reset links go to (lower-cased), or remove it with null. Signed in more than 5 minutes ago: give "password".',
      security: bearer,
      requestBody: body(accountEmailSchema),
      responses: {
        200: ok(
          'Saved ("E-mail address saved.") or removed ("E-mail address removed.")',
          jsonSchema(accountSchema.extend({ message: z.string() })),
        ),
        ...badInput,
        400: message('Not an e-mail address, or a wrong password'),
        ...adminOnly,
        ...recentSignIn,
        409: message(`"${EMAIL_TAKEN}"`),
        ...serverSide,
      },
    },
  },
  '/api/auth/forgot-password': {
    post: {
      tags,
      summary: `Mail a link to /admin/reset-password?token=… to the admin with this address (at most ${RESET_MAILS_PER_HOUR} an hour per account); the link works for ${RESET_LINK_MINUTES} minutes, once`,
      requestBody: body(forgotPasswordSchema),
      responses: {
        202: ok('The same answer whether or not an admin has that address, and past the hourly mails', ref('Message')),
        ...badInput,
        400: message('Not an e-mail address, or the client address (X-Forwarded-For from a trusted proxy) is not an IP address'),
        ...tooMany('Too many requests from this address (FORM_RATE_LIMIT_MAX per FORM_RATE_LIMIT_WINDOW_MINUTES)'),
        ...serverSide,
      },
    },
  },
  '/api/auth/reset-password': {
    post: {
      tags,
      summary: "Set a new password with a reset link's token; every session of that account ends",
      requestBody: body(resetPasswordSchema),
      responses: {
        200: ok('Changed: sign in with the new password', ref('Message')),
        ...badInput,
        400: message(
          `"${RESET_LINK_INVALID}" (unknown, tampered, expired or used token), or a password under 12 characters or over 72 bytes`,
        ),
        ...serverSide,
      },
    },
  },
};
