import {
  liveRegistrySchema,
  previewRequestSchema,
  releasePreviewSchema,
  releaseVersionSchema,
  remoteListSchema,
  remoteNameSchema,
  remoteStatusSchema,
  renderReportsSchema,
  versionSchema,
} from '@fns/contracts';
import { promoteSchema, registerSchema } from '../modules/releases/releases.routes';
import { adminOnly, badInput, bearer, body, jsonSchema, message, ok, recentSignIn, ref, serverSide } from './openapi-helpers';

const tags = ['Releases'];
const remoteParameter = {
  name: 'remote',
  in: 'path',
  required: true,
  description: 'The remote (an unknown one: 400)',
  schema: jsonSchema(remoteNameSchema),
};
const versionParameter = {
  name: 'version',
  in: 'path',
  required: true,
  description: 'A registered version, as its manifest names it',
  schema: jsonSchema(versionSchema),
};
const badRemote = { 400: message('Unknown remote, or invalid input') };

/** Shapes of the release registry's answers, from the contracts the shells, the console and the CLI read. */
export const releaseComponents = {
  RemoteVersion: jsonSchema(releaseVersionSchema),
  RemoteStatus: jsonSchema(remoteStatusSchema),
};

/** /api/admin/remotes (admins) and /api/remotes/live (the shells). */
export const releasePaths = {
  '/api/remotes/live': {
    get: {
      tags,
      summary: 'The manifest URL of every remote promoted to a registered version (the shells poll it)',
      responses: {
        200: ok('Remotes not named in remotes render their configured deployment', jsonSchema(liveRegistrySchema)),
        ...serverSide,
      },
    },
  },
  '/api/remotes/reports': {
    post: {
      tags,
      summary:
        "A shell server's counts of pages rendered and failed per remote version since its last report; a canary failing above CANARY_MAX_FAILURE_RATE after CANARY_MIN_RENDERS pages is rolled back on its own",
      requestBody: body(renderReportsSchema),
      responses: {
        204: { description: 'Counted' },
        ...badInput,
        401: message("Not from the site's own servers: Authorization: Bearer <SITE_SERVER_SECRET> is missing or wrong"),
        503: message('SITE_SERVER_SECRET is not set on the API, or the database is unavailable'),
      },
    },
  },
  '/api/admin/remotes': {
    get: {
      tags,
      summary: "Every remote's live version, registered versions and history",
      security: bearer,
      responses: {
        200: ok('The three remotes', jsonSchema(remoteListSchema)),
        ...adminOnly,
        ...serverSide,
      },
    },
  },
  '/api/admin/remotes/{remote}/versions': {
    post: {
      tags,
      summary:
        'Register a release: its manifest and both entries are fetched (from RELEASE_ORIGINS only, 2 s each, no redirect) and their sha256 recorded; nothing changes for visitors. Signed in more than 5 minutes ago: give "password".',
      security: bearer,
      parameters: [remoteParameter],
      requestBody: body(registerSchema),
      responses: {
        200: ok('Already registered with this URL', ref('RemoteVersion')),
        201: ok('Registered', ref('RemoteVersion')),
        ...badInput,
        400: message(
          'Invalid input, a wrong password, a manifest not on RELEASE_ORIGINS, one that could not be fetched or is not one of this remote, or an entry that is not the file it names',
        ),
        ...adminOnly,
        ...recentSignIn,
        409: message('This version is registered with another manifest URL, or its manifest changed since it was registered'),
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
        'Make a registered version live (or, with canaryPercent, serve it to that share of visitors beside the live one), once a shell has checked it: its shared ranges and routes against the live shell, then one server render of each of its routes. Every shell renders it within seconds. Signed in more than 5 minutes ago: give "password".',
      security: bearer,
      parameters: [remoteParameter],
      requestBody: body(promoteSchema),
      responses: {
        200: ok('Promoted', ref('RemoteStatus')),
        ...badInput,
        400: message('Invalid input, or a wrong password'),
        ...adminOnly,
        ...recentSignIn,
        404: message('Not registered'),
        409: message('Refused by the release checks (the message says why), already live, or changed meanwhile'),
        503: message('Database unavailable, or no shell answered the release check (nothing was promoted)'),
      },
    },
  },
  '/api/admin/remotes/previews': {
    post: {
      tags,
      summary:
        'A link that pins registered versions (one per remote; the others stay live) in the browser that opens it, for PREVIEW_RELEASE_TTL_MINUTES: pages are rendered and loaded with them for that browser only, never cached nor counted',
      security: bearer,
      requestBody: body(previewRequestSchema),
      responses: {
        201: ok('The link, signed for the shells with SITE_SERVER_SECRET', jsonSchema(releasePreviewSchema)),
        ...badInput,
        ...adminOnly,
        404: message('A version is not registered'),
        409: message("A version was registered before its files' sha256 were recorded, or its origin is no longer on RELEASE_ORIGINS"),
        503: message('SITE_SERVER_SECRET is not set on the API, or the database is unavailable'),
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
