import { z } from 'zod';
import {
  accountSchema,
  recoveryCodesSchema,
  RESET_LINK_MINUTES,
  sessionListSchema,
  TWO_FACTOR_CHALLENGE_MINUTES,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '@fns/contracts';
import {
  accountEmailSchema,
  enableTwoFactorSchema,
  passwordChangeSchema,
  passwordConfirmationSchema,
} from '../modules/auth/account.routes';
import { CHALLENGE_EXPIRED } from '../modules/auth/auth.service';
import { secondStepSchema } from '../modules/auth/auth.routes';
import { TWO_FACTOR_MESSAGES } from '../modules/auth/two-factor';
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
      summary: "The signed-in member's id, username, name, role, two-factor state and e-mail address (null: none)",
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
  '/api/auth/login/2fa': {
    post: {
      tags,
      summary: `The second step of a sign-in: the challenge (valid ${TWO_FACTOR_CHALLENGE_MINUTES} minutes) and a code from the authenticator app or a recovery code; each works once`,
      requestBody: body(secondStepSchema),
      responses: {
        200: ok('Signed in', jsonSchema(z.object({ token: z.string(), message: z.literal('Login successful.') }))),
        ...badInput,
        401: message(`"${TWO_FACTOR_MESSAGES.wrongCode}" (wrong or used code), or "${CHALLENGE_EXPIRED}"`),
        ...tooMany('Too many failed sign-ins of this account (wrong codes count)'),
        ...serverSide,
      },
    },
  },
  '/api/auth/account/password': {
    put: {
      tags,
      summary: "Change one's own password: the current one first; every other session of the account ends",
      security: bearer,
      requestBody: body(passwordChangeSchema),
      responses: {
        200: ok('Changed', ref('Message')),
        ...badInput,
        400: message('Not the current password, or a new password under 12 characters or over 72 bytes'),
        ...adminOnly,
        ...tooMany('Too many wrong passwords (they count as failed sign-ins)'),
        ...serverSide,
      },
    },
  },
  '/api/auth/account/2fa': {
    get: {
      tags,
      summary: 'Whether two-factor authentication is on, required for the role (REQUIRE_2FA), and how many recovery codes are left',
      security: bearer,
      responses: { 200: ok('The state', jsonSchema(twoFactorStatusSchema)), ...adminOnly, ...serverSide },
    },
  },
  '/api/auth/account/2fa/setup': {
    post: {
      tags,
      summary:
        'A new TOTP secret to scan (QR code) or type in; it counts once /enable confirms a code from it. Signed in more than 5 minutes ago: give "password".',
      security: bearer,
      requestBody: { ...body(passwordConfirmationSchema), required: false },
      responses: { 200: ok('The secret', jsonSchema(twoFactorSetupSchema)), ...badInput, ...adminOnly, ...recentSignIn, ...serverSide },
    },
  },
  '/api/auth/account/2fa/enable': {
    post: {
      tags,
      summary:
        'Confirms the secret being set up with a code from it: two-factor authentication is on, with 10 single-use recovery codes (shown once)',
      security: bearer,
      requestBody: body(enableTwoFactorSchema),
      responses: {
        200: ok('On', jsonSchema(recoveryCodesSchema)),
        ...badInput,
        400: message(`"${TWO_FACTOR_MESSAGES.wrongCode}"`),
        ...adminOnly,
        409: message(`"${TWO_FACTOR_MESSAGES.noSetup}"`),
        ...serverSide,
      },
    },
  },
  '/api/auth/account/2fa/recovery-codes': {
    post: {
      tags,
      summary: 'New recovery codes (the old ones stop working). Signed in more than 5 minutes ago: give "password".',
      security: bearer,
      requestBody: { ...body(passwordConfirmationSchema), required: false },
      responses: { 200: ok('The new codes', jsonSchema(recoveryCodesSchema)), ...badInput, ...adminOnly, ...recentSignIn, ...serverSide },
    },
  },
  '/api/auth/account/2fa/disable': {
    post: {
      tags,
      summary: 'Turns two-factor authentication off. Signed in more than 5 minutes ago: give "password".',
      security: bearer,
      requestBody: { ...body(passwordConfirmationSchema), required: false },
      responses: {
        200: ok('Off', ref('Message')),
        ...badInput,
        ...adminOnly,
        ...recentSignIn,
        409: message(`"${TWO_FACTOR_MESSAGES.required}"`),
        ...serverSide,
      },
    },
  },
  '/api/auth/sessions': {
    get: {
      tags,
      summary: "The signed-in member's own sessions, newest first (`current`: this one)",
      security: bearer,
      responses: { 200: ok('The sessions', jsonSchema(sessionListSchema)), ...adminOnly, ...serverSide },
    },
  },
  '/api/auth/sessions/{id}': {
    delete: {
      tags,
      summary: "Signs one of one's own sessions out (this one too, like log out)",
      security: bearer,
      parameters: [
        { name: 'id', in: 'path', required: true, description: 'Session id (a UUID)', schema: { type: 'string', format: 'uuid' } },
      ],
      responses: {
        204: { description: 'Signed out' },
        400: message('Not a session id'),
        ...adminOnly,
        404: message('No such session of yours'),
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
