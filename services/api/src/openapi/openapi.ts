import { auditPaths } from './audit-paths';
import { staffPaths } from './staff-paths';
import { twoFactorChallengeSchema } from '@fns/contracts';
import { OPERATION_PERMISSIONS, ROLE_LABELS, roleHas, STAFF_ROLES, type Operation, type Permission } from '@fns/contracts';
import { AUDIENCE_LISTS, type AudienceList } from '../modules/audience/audience-lists';
import { SEARCH_MAX } from '../modules/audience/audience-query';
import { handledSchema } from '../modules/audience/audience.routes';
import { loginSchema } from '../modules/auth/auth.routes';
import { contactSchema } from '../modules/contact/contact.routes';
import { newsletterSchema } from '../modules/newsletter/newsletter.routes';
import { taxonomyInputSchema } from '../modules/taxonomy/taxonomy.routes';
import { waitlistSchema } from '../modules/waitlist/waitlist.routes';
import { accountPaths } from './account-paths';
import { backupPaths } from './backup-paths';
import { contentTransferPaths } from './content-transfer-paths';
import { invitationPaths } from './invitation-paths';
import { mailPaths } from './mail-paths';
import { newsletterPaths } from './newsletter-paths';
import { mediaPaths } from './media-paths';
import { components } from './openapi-components';
import {
  adminOnly,
  badInput,
  bearer,
  body,
  idParameter,
  message,
  ok,
  pageOf,
  pagingParameters,
  query,
  ref,
  jsonSchema,
  serverSide,
  tooMany,
  type Json,
} from './openapi-helpers';
import { postPaths } from './post-paths';
import { preferencePaths } from './preference-paths';
import { releasePaths } from './release-paths';
import { signupPaths } from './signup-paths';
import { subscriptionPaths, waitlistStatusPaths } from './subscription-paths';

/** Rate-limited calls are keyed by the client address: one that is not an IP address is refused too. */
const badLimitedInput = {
  ...badInput,
  400: message('Invalid input, or the client address (X-Forwarded-For from a trusted proxy) is not an IP address'),
};
const botCheckOrDatabaseDown = { 503: message('Bot check or database unavailable') };

const taxonomyPaths = (plural: string, singular: string) => ({
  [`/api/${plural}`]: {
    get: {
      tags: ['Taxonomy'],
      summary: `List ${plural}`,
      responses: { 200: ok(`All ${plural}, oldest first`, { type: 'array', items: ref('Taxonomy') }), ...serverSide },
    },
    post: {
      tags: ['Taxonomy'],
      summary: `Add a ${singular}`,
      security: bearer,
      requestBody: body(taxonomyInputSchema),
      responses: {
        201: ok(`The new ${singular}`, ref('Taxonomy')),
        ...badInput,
        ...adminOnly,
        409: message('Name already used'),
        ...serverSide,
      },
    },
  },
  [`/api/${plural}/{id}`]: {
    delete: {
      tags: ['Taxonomy'],
      summary: `Delete a ${singular}`,
      security: bearer,
      parameters: [idParameter(singular)],
      responses: { 204: { description: 'Deleted' }, 400: message('Bad id'), ...adminOnly, 404: message('Not found'), ...serverSide },
    },
  },
});

/** How the document names each audience list and its items. */
const AUDIENCE_DOCS: Record<string, { entries: string; item: string }> = {
  waitlist: { entries: 'wait list entries', item: 'WaitlistEntry' },
  newsletter: { entries: 'newsletter subscribers', item: 'NewsletterSubscriber' },
  contact: { entries: 'contact messages', item: 'ContactMessage' },
};
const entryIdParameter = {
  name: 'id',
  in: 'path',
  required: true,
  description: 'Entry id (24 hexadecimal characters)',
  schema: { type: 'string', pattern: '^[0-9a-fA-F]{24}$' },
};

const audiencePaths = (list: AudienceList) => {
  const { entries, item } = AUDIENCE_DOCS[list.name]!;
  const searchParameters = [
    query(
      'q',
      `Text looked for in the ${list.searchFields.join(' or ')} (trimmed; case-insensitive part, taken literally, never as a pattern)`,
      {
        type: 'string',
        maxLength: SEARCH_MAX,
      },
    ),
    ...(list.unhandledFilter
      ? [query('unhandled', 'true: only messages not yet handled; false or left out: all', { type: 'string', enum: ['true', 'false'] })]
      : []),
    ...(list.statuses
      ? [
          query('status', 'Only sign-ups of this status (double opt-in); those stored before it count as confirmed', {
            type: 'string',
            enum: [...list.statuses],
          }),
        ]
      : []),
  ];
  const badQuery = { 400: message('Invalid or unknown query parameter (operators such as q[$ne] included)') };
  const tags = ['Audience'];
  return {
    [`/api/admin/${list.name}`]: {
      get: {
        tags,
        summary: `A page of ${entries}, newest first`,
        security: bearer,
        parameters: [...pagingParameters, ...searchParameters],
        responses: {
          200: ok('The page; total counts every match', pageOf(ref(item))),
          ...badQuery,
          ...adminOnly,
          ...serverSide,
        },
      },
    },
    [`/api/admin/${list.name}.csv`]: {
      get: {
        tags,
        summary: `Every matching one of the ${entries} as CSV (RFC 4180, UTF-8, header row, newest first), streamed`,
        security: bearer,
        parameters: searchParameters,
        responses: {
          200: {
            description: `Columns: ${list.csvColumns.map((column) => column.header).join(', ')}. A cell starting with =, +, -, @, tab or CR is prefixed with '. A download cut short means the export failed.`,
            headers: {
              'Content-Disposition': { description: `attachment; filename="${list.name}-YYYY-MM-DD.csv"`, schema: { type: 'string' } },
              'Cache-Control': { description: 'no-store', schema: { type: 'string' } },
            },
            content: { 'text/csv': { schema: { type: 'string' } } },
          },
          ...badQuery,
          ...adminOnly,
          ...serverSide,
        },
      },
    },
    [`/api/admin/${list.name}/{id}`]: {
      delete: {
        tags,
        summary: `Erase one of the ${entries}`,
        security: bearer,
        parameters: [entryIdParameter],
        responses: {
          204: { description: 'Erased' },
          400: message('Bad id'),
          ...adminOnly,
          404: message(list.notFoundMessage),
          ...serverSide,
        },
      },
      ...(list.unhandledFilter && {
        patch: {
          tags,
          summary: 'Mark a message handled or not',
          security: bearer,
          parameters: [entryIdParameter],
          requestBody: body(handledSchema),
          responses: {
            200: ok('The updated message', ref(item)),
            ...badInput,
            400: message('Bad id, or a body other than { "handled": true|false }'),
            ...adminOnly,
            404: message(list.notFoundMessage),
            ...serverSide,
          },
        },
      }),
    },
  };
};

/** The OpenAPI 3.1 document of every endpoint, served at /api/openapi.json. */
export function buildOpenApiDocument(): Json {
  return withRoleRules({
    openapi: '3.1.0',
    info: {
      title: 'Founders Never Solo API',
      version: '1.0.0',
      description:
        'Blog posts (scheduling, revisions, slug redirects, previews), categories, tags, admin sign-in, wait list and newsletter (double opt-in, the links of their mail), contact form, their lists for admins, the shipped images, the media library, the export and import of the content, and the registry of remote releases. Every error body is { "message": string }.',
    },
    servers: [{ url: '/' }],
    paths: {
      '/api/health': {
        get: {
          tags: ['Health'],
          summary: 'Service and database health',
          responses: { 200: ok('Healthy', ref('Health')), ...serverSide },
        },
      },
      '/api/health/live': {
        get: {
          tags: ['Health'],
          summary: 'Liveness: the process answers (the database is not asked)',
          responses: { 200: ok('Alive', ref('Status')) },
        },
      },
      '/api/health/ready': {
        get: {
          tags: ['Health'],
          summary: 'Readiness: the database answers a ping and the process is not shutting down',
          responses: { 200: ok('Ready for requests', ref('Status')), 503: message('Database unavailable, or shutting down (draining)') },
        },
      },
      '/api/auth/login': {
        post: {
          tags: ['Auth'],
          summary: 'Sign in as a staff member; with two-factor authentication on, the answer is a challenge for POST /api/auth/login/2fa',
          requestBody: body(loginSchema),
          responses: {
            200: ok('Signed in, or the password is right and the second step is next', {
              oneOf: [ref('LoginResponse'), jsonSchema(twoFactorChallengeSchema)],
            }),
            ...badLimitedInput,
            401: message('Invalid username or password, or the account is suspended'),
            ...tooMany(
              "Too many attempts for this account from this address (each is counted before its check), or past this address's daily failures: one attempt per account per window",
            ),
            503: message('Database unavailable, or too many sign-ins being checked at once'),
          },
        },
      },
      '/api/auth/logout': {
        post: {
          tags: ['Auth'],
          summary: "Sign out: the token's session ends, and every instance refuses it from now on",
          security: bearer,
          responses: { 204: { description: 'Signed out' }, ...adminOnly, ...serverSide },
        },
      },
      ...accountPaths,
      ...postPaths,
      ...Object.assign({}, ...AUDIENCE_LISTS.map(audiencePaths)),
      ...signupPaths,
      '/api/admin/stats': {
        get: {
          tags: ['Audience'],
          summary: "The dashboard's counts: entries per list, those of the last 7 days, unhandled messages, sign-ups by status",
          security: bearer,
          responses: { 200: ok('The counts', ref('AudienceStats')), ...adminOnly, ...serverSide },
        },
      },
      ...taxonomyPaths('categories', 'category'),
      ...taxonomyPaths('tags', 'tag'),
      '/api/waitlist': {
        post: {
          tags: ['Forms'],
          summary:
            'Join the wait list (reCAPTCHA v3, action waitlistSubmit). Double opt-in: stored pending, a confirmation mail is queued (MAIL_DISABLED: confirmed at once)',
          requestBody: body(waitlistSchema),
          responses: {
            201: ok('Joined: the same answer for a new, pending or confirmed address', ref('Message')),
            ...badLimitedInput,
            ...tooMany('Too many requests from this address'),
            ...botCheckOrDatabaseDown,
          },
        },
      },
      ...waitlistStatusPaths,
      '/api/newsletter': {
        post: {
          tags: ['Forms'],
          summary:
            'Subscribe to the newsletter. Double opt-in: stored pending, a confirmation mail is queued (MAIL_DISABLED: confirmed at once). Bot check: reCAPTCHA v3 action newsletterSubmit when configured, else the honeypot and fill time',
          requestBody: body(newsletterSchema),
          responses: {
            201: ok(
              'The same answer for a new, pending or confirmed address, and when taken for a bot (then nothing is stored)',
              ref('Message'),
            ),
            ...badLimitedInput,
            ...tooMany('Too many requests from this address'),
            ...botCheckOrDatabaseDown,
          },
        },
      },
      '/api/contact': {
        post: {
          tags: ['Forms'],
          summary:
            'Send a message through the contact form (bot check: reCAPTCHA v3 action contactSubmit when configured, else the honeypot and fill time)',
          requestBody: body(contactSchema),
          responses: {
            201: ok('Message received and stored (the same answer when taken for a bot: then nothing is stored)', ref('Message')),
            ...badLimitedInput,
            ...tooMany('Too many requests from this address'),
            ...botCheckOrDatabaseDown,
          },
        },
      },
      ...subscriptionPaths,
      ...preferencePaths,
      ...invitationPaths,
      ...newsletterPaths,
      ...mailPaths,
      ...mediaPaths,
      ...contentTransferPaths,
      ...backupPaths,
      ...staffPaths,
      ...auditPaths,
      ...releasePaths,
      '/api/openapi.json': {
        get: { tags: ['Health'], summary: 'This document', responses: { 200: ok('OpenAPI document', { type: 'object' }) } },
      },
    },
    components,
  });
}

/**
 * Each bearer-authenticated operation says which permission it takes and the roles that have it
 * (@fns/contracts' role table, which the API enforces); a 403 names the signed-in role.
 */
function withRoleRules(document: Json): Json {
  for (const [path, item] of Object.entries(document.paths as Record<string, Record<string, Json>>)) {
    for (const [method, operation] of Object.entries(item)) {
      const permission = OPERATION_PERMISSIONS[`${method.toUpperCase()} ${path}` as Operation] as Permission | undefined;
      if (!permission) continue;
      const roles = STAFF_ROLES.filter((role) => roleHas(role, permission)).map((role) => ROLE_LABELS[role]);
      operation['x-permission'] = permission;
      operation.description = [operation.description, `Roles: ${roles.join(', ')}.`].filter(Boolean).join('\n\n');
    }
  }
  return document;
}
