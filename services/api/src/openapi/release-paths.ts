import { promoteSchema, registerSchema, reportsSchema } from '../modules/releases/releases.routes';
import { REMOTE_NAMES } from '../modules/releases/remote-release.model';
import { adminOnly, badInput, bearer, body, dateTime, message, object, ok, ref, serverSide, text } from './openapi-helpers';

const tags = ['Releases'];
const remoteParameter = {
  name: 'remote',
  in: 'path',
  required: true,
  description: 'The remote (an unknown one: 400)',
  schema: { type: 'string', enum: [...REMOTE_NAMES] },
};
const versionParameter = {
  name: 'version',
  in: 'path',
  required: true,
  description: 'A registered version, as its manifest names it',
  schema: { type: 'string', pattern: '^[A-Za-z0-9_.-]{1,64}$' },
};
const badRemote = { 400: message('Unknown remote, or invalid input') };

const deployment = object({
  version: { ...text, description: 'null: the deployment the shells are configured with (their *_REMOTE_URL)' },
  manifestUrl: text,
});

/** Shapes of the release registry's answers (modules/releases/releases.service.ts). */
export const releaseComponents = {
  RemoteVersion: object({
    version: { type: 'string' },
    manifestUrl: { type: 'string' },
    commit: { type: 'string', description: 'The commit it was built from (-dirty: with uncommitted changes)' },
    builtAt: dateTime,
    registeredAt: dateTime,
    exposes: { type: 'array', items: { type: 'string' } },
    routes: {
      type: 'array',
      items: { type: 'string' },
      description: "The route paths its ./routes module serves (the shell's route table's)",
    },
    shared: {
      type: 'object',
      additionalProperties: { type: 'string' },
      description: 'Each shared singleton it needs, with its version range',
    },
  }),
  RemoteStatus: object({
    remote: { type: 'string', enum: [...REMOTE_NAMES] },
    live: deployment,
    canary: {
      oneOf: [
        { type: 'null' },
        object({
          version: { type: 'string' },
          manifestUrl: { type: 'string' },
          percent: { type: 'integer', minimum: 1, maximum: 99 },
          since: dateTime,
          renders: { type: 'integer', minimum: 0 },
          failures: { type: 'integer', minimum: 0 },
        }),
      ],
      description: 'A version served to percent of visitors beside the live one (sticky per visitor), or null',
    },
    canRollBack: { type: 'boolean', description: 'A canary runs, or an earlier deployment can be put back' },
    rollbackTo: {
      oneOf: [{ type: 'null' }, deployment],
      description: 'What a rollback puts back: the live deployment during a canary, else the one live before',
    },
    history: {
      type: 'array',
      description: 'Newest first, the last 50',
      items: object({
        action: { type: 'string', enum: ['register', 'promote', 'canary', 'rollback', 'auto-rollback'] },
        version: { ...text, description: 'The version live (or in canary) after it' },
        from: { ...text, description: 'The version before it' },
        by: { type: 'string', description: 'The admin who did it, or system (a canary rolled back on its own)' },
        at: dateTime,
        reason: text,
      }),
    },
    versions: { type: 'array', description: 'The last 20 registered, newest first', items: ref('RemoteVersion') },
  }),
};

/** /api/admin/remotes (admins) and /api/remotes/live (the shells). */
export const releasePaths = {
  '/api/remotes/live': {
    get: {
      tags,
      summary: 'The manifest URL of every remote promoted to a registered version (the shells poll it)',
      responses: {
        200: ok('Remotes not named in remotes render their configured deployment', {
          type: 'object',
          required: ['remotes', 'canaries'],
          properties: {
            remotes: { type: 'object', additionalProperties: { type: 'string' } },
            canaries: {
              type: 'object',
              additionalProperties: object({ manifestUrl: { type: 'string' }, percent: { type: 'integer', minimum: 1, maximum: 99 } }),
            },
          },
        }),
        ...serverSide,
      },
    },
  },
  '/api/remotes/reports': {
    post: {
      tags,
      summary:
        "A shell server's counts of pages rendered and failed per remote version since its last report; a canary failing above CANARY_MAX_FAILURE_RATE after CANARY_MIN_RENDERS pages is rolled back on its own",
      requestBody: body(reportsSchema),
      responses: {
        204: { description: 'Counted' },
        ...badInput,
        403: message("Not from the site's own servers (a trusted proxy's address, no X-Forwarded-For)"),
        ...serverSide,
      },
    },
  },
  '/api/admin/remotes': {
    get: {
      tags,
      summary: "Every remote's live version, registered versions and history",
      security: bearer,
      responses: {
        200: ok('The three remotes', {
          type: 'object',
          required: ['remotes'],
          properties: { remotes: { type: 'array', items: ref('RemoteStatus') } },
        }),
        ...adminOnly,
        ...serverSide,
      },
    },
  },
  '/api/admin/remotes/{remote}/versions': {
    post: {
      tags,
      summary: 'Register a release: its manifest is fetched (2 s, 256 KB at most) and read; nothing changes for visitors',
      security: bearer,
      parameters: [remoteParameter],
      requestBody: body(registerSchema),
      responses: {
        200: ok('Already registered with this URL', ref('RemoteVersion')),
        201: ok('Registered', ref('RemoteVersion')),
        ...badInput,
        400: message('Invalid input, or the manifest could not be fetched or is not one of this remote'),
        ...adminOnly,
        409: message('This version is registered with another manifest URL'),
        ...serverSide,
      },
    },
  },
  '/api/admin/remotes/{remote}/versions/{version}': {
    get: {
      tags,
      summary: 'One registered version',
      security: bearer,
      parameters: [remoteParameter, versionParameter],
      responses: {
        200: ok('The version', ref('RemoteVersion')),
        ...badRemote,
        ...adminOnly,
        404: message('Not registered'),
        ...serverSide,
      },
    },
  },
  '/api/admin/remotes/{remote}/promote': {
    post: {
      tags,
      summary:
        'Make a registered version live (or, with canaryPercent, serve it to that share of visitors beside the live one), once a shell has checked it: its shared ranges and routes against the live shell, then one server render of each of its routes. Every shell renders it within seconds.',
      security: bearer,
      parameters: [remoteParameter],
      requestBody: body(promoteSchema),
      responses: {
        200: ok('Promoted', ref('RemoteStatus')),
        ...badInput,
        ...adminOnly,
        404: message('Not registered'),
        409: message('Refused by the release checks (the message says why), already live, or changed meanwhile'),
        503: message('Database unavailable, or no shell answered the release check (nothing was promoted)'),
      },
    },
  },
  '/api/admin/remotes/{remote}/rollback': {
    post: {
      tags,
      summary:
        'End the canary when one runs; otherwise put back the deployment live before the current one (no release check: it was live already)',
      security: bearer,
      parameters: [remoteParameter],
      responses: {
        200: ok('Rolled back', ref('RemoteStatus')),
        ...badRemote,
        ...adminOnly,
        409: message('No earlier version, or changed meanwhile'),
        ...serverSide,
      },
    },
  },
};
