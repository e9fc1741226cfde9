import { z } from 'zod';
import { SHA256_INTEGRITY, VERSION, VERSION_RULE } from './remote-manifest';
import { FAILURE_STAGES, REMOTE_NAMES, VITALS } from './remotes';

/** The registry of remote releases, as the API answers it and the shells, the console and the CLI read it. */
const dateTime = z.iso.datetime();
const httpUrl = z.url({ protocol: /^https?$/, error: 'The manifest URL must be an http or https URL.' });
export const remoteNameSchema = z.enum(REMOTE_NAMES, { error: `The remote must be one of ${REMOTE_NAMES.join(', ')}.` });
export const versionSchema = z.string('The version is required.').regex(VERSION, `The version must be ${VERSION_RULE}.`);
const canaryPercent = z.number().int().min(1).max(99);

/** A Subresource Integrity value as the registry records it: sha256, base64. */
export const integritySchema = z.string().regex(SHA256_INTEGRITY, 'The integrity must be a sha256 Subresource Integrity value.');

/**
 * A registered release as a shell may load it: the manifest's URL, the version it must name and
 * the sha256 of its bytes as they were at registration (the manifest pins every other file).
 */
const pinnedReleaseSchema = z.object({ manifestUrl: httpUrl, version: versionSchema, integrity: integritySchema });
export type PinnedRelease = z.infer<typeof pinnedReleaseSchema>;

/** GET /api/remotes/live: what every shell renders — promoted releases, and canaries with their share of visitors. */
export const liveRegistrySchema = z.object({
  remotes: z.partialRecord(remoteNameSchema, pinnedReleaseSchema),
  canaries: z.partialRecord(remoteNameSchema, pinnedReleaseSchema.extend({ percent: canaryPercent })),
});

/** A deployment of a remote: a registered version, or (version null) the one the shells are configured with. */
const deploymentSchema = z.object({
  version: z.string().nullable().describe('null: the deployment the shells are configured with (their *_REMOTE_URL)'),
  manifestUrl: z.string().nullable(),
});

export const failureStageSchema = z.enum(FAILURE_STAGES);
/** Examples of failures a report carries per version at most, and the registry keeps per version (the latest). */
export const FAILURE_EXAMPLES_MAX = 5;
/** One failure as it happened: its stage, the page, what the error said and the trace id its log line carries. */
export const failureExampleSchema = z.strictObject({
  stage: failureStageSchema,
  route: z.string().max(200),
  message: z.string().max(300),
  traceId: z.string().regex(/^[\w-]{1,64}$/),
  at: dateTime,
});
/** Samples of one vital a report carries per version at most (a shell sends every 2 s). */
export const VITAL_SAMPLES_MAX = 200;
/** A vital's value: milliseconds up to 10 minutes (LCP, INP), or a layout shift score (CLS). */
const vitalValue = z.number().min(0).max(600_000);
export const vitalSamplesSchema = z.partialRecord(z.enum(VITALS), z.array(vitalValue).max(VITAL_SAMPLES_MAX));
/** A vital's 75th percentile over its latest samples, and how many there were. */
const vitalSummary = z.object({ p75: z.number(), samples: z.number().int().min(0) });

/** A registered release: where its manifest is, what it says, and what its pages did. */
export const releaseVersionSchema = z.object({
  version: z.string(),
  manifestUrl: z.string(),
  commit: z.string().describe('The commit it was built from (-dirty: with uncommitted changes)'),
  builtAt: dateTime,
  registeredAt: dateTime,
  exposes: z.array(z.string()),
  routes: z.array(z.string()).describe("The route paths its ./routes module serves (the shell's route table's)"),
  shared: z.record(z.string(), z.string()).describe('Each shared singleton it needs, with its version range'),
  integrity: z
    .object({ manifest: integritySchema, browserEntry: integritySchema, serverEntry: integritySchema })
    .nullable()
    .describe(
      'The sha256 of its manifest and of each entry, as fetched at registration: nothing else is ever loaded (null: registered before they were recorded; register it again)',
    ),
  renders: z.number().int().min(0),
  failures: z.number().int().min(0),
  stages: z.partialRecord(failureStageSchema, z.number().int().min(0)).describe('Its failures by stage'),
  examples: z.array(failureExampleSchema).describe('The latest failures, newest last'),
  timeline: z
    .array(z.object({ minute: dateTime, renders: z.number().int().min(0), failures: z.number().int().min(0) }))
    .describe('Pages served and failed per minute over the last hour, minutes without any left out'),
  vitals: z
    .partialRecord(z.enum(VITALS), vitalSummary)
    .describe("Real visitors' Core Web Vitals: the 75th percentile of each over its latest samples (none yet: absent)"),
});

export const releaseEventSchema = z.object({
  action: z.enum(['register', 'promote', 'canary', 'rollback', 'auto-rollback']),
  version: z.string().nullable().describe('The version live (or in canary) after it'),
  from: z.string().nullable().describe('The version before it'),
  by: z.string().describe('The admin who did it, or system (a canary rolled back on its own)'),
  at: dateTime,
  reason: z.string().nullable(),
});

/** One remote's releases: live, canary, what a rollback puts back, history and released versions. */
export const remoteStatusSchema = z.object({
  remote: remoteNameSchema,
  live: deploymentSchema,
  canary: z
    .object({
      version: z.string(),
      manifestUrl: z.string(),
      percent: canaryPercent,
      since: dateTime,
      renders: z.number().int().min(0),
      failures: z.number().int().min(0),
    })
    .nullable()
    .describe('A version served to percent of visitors beside the live one (sticky per visitor), or null'),
  canRollBack: z.boolean().describe('A canary runs, or an earlier deployment can be put back'),
  rollbackTo: deploymentSchema
    .nullable()
    .describe('What a rollback puts back: the live deployment during a canary, else the one live before'),
  history: z.array(releaseEventSchema).describe('Newest first, the last 50'),
  versions: z.array(releaseVersionSchema).describe('Newest first, the last 20 registered'),
});

/** GET /api/admin/remotes. */
export const remoteListSchema = z.object({ remotes: z.array(remoteStatusSchema) });

/** POST /release-checks on a shell, from the API before a promotion: the registered release to check. */
export const releaseCheckSchema = pinnedReleaseSchema.extend({ remote: remoteNameSchema }).strict();

/** A release a preview link pins for one browser: what a shell loads, as the registry pinned it. */
export const previewPinSchema = pinnedReleaseSchema.extend({ remote: remoteNameSchema });
/** What a preview link's signed token says: the releases it pins, until when (epoch milliseconds). */
export const previewTokenSchema = z.object({
  pins: z.array(previewPinSchema).min(1).max(REMOTE_NAMES.length),
  expiresAt: z.number().int(),
});

const previewVersionSchema = z.strictObject({ remote: remoteNameSchema, version: versionSchema });
/** POST /api/admin/remotes/previews: the registered versions to preview together (the other remotes stay live). */
export const previewRequestSchema = z.strictObject(
  {
    pins: z
      .array(previewVersionSchema, 'Name the releases to preview: pins, a list of { remote, version }.')
      .min(1, 'Name at least one release to preview.')
      .max(REMOTE_NAMES.length, `A preview pins ${REMOTE_NAMES.length} releases at most, one per remote.`)
      .refine((pins) => new Set(pins.map((pin) => pin.remote)).size === pins.length, 'A preview pins one version per remote.'),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'Only "pins" can be given.' : undefined) },
);
/** Its answer: the link to open (or share), and when it stops working. */
export const releasePreviewSchema = z.object({
  url: z.string().describe('Opens the site with these versions pinned for the browser that opens it'),
  expiresAt: dateTime,
  pins: z.array(z.object({ remote: remoteNameSchema, version: z.string() })),
});

const count = z.number().int().min(0).max(1_000_000);
/** Versions one report names at most: a shell counts a live and a canary version per remote, and a few left from before a change. */
export const RENDER_REPORTS_MAX = 20;
/** POST /api/remotes/reports: what a shell counted for each remote version since its last report. */
export const renderReportsSchema = z.strictObject({
  reports: z
    .array(
      z.strictObject({
        remote: remoteNameSchema,
        version: versionSchema,
        renders: count,
        failures: count,
        /** The failures by stage (they add up to `failures`). */
        stages: z.partialRecord(failureStageSchema, count).optional(),
        examples: z.array(failureExampleSchema).max(FAILURE_EXAMPLES_MAX).optional(),
        /** Its pages' Core Web Vitals, as sampled visitors' browsers measured them. */
        vitals: vitalSamplesSchema.optional(),
      }),
    )
    .max(RENDER_REPORTS_MAX),
});

export type LiveRegistry = z.infer<typeof liveRegistrySchema>;
export type Deployment = z.infer<typeof deploymentSchema>;
export type ReleaseVersion = z.infer<typeof releaseVersionSchema>;
export type ReleaseEvent = z.infer<typeof releaseEventSchema>;
export type RemoteStatus = z.infer<typeof remoteStatusSchema>;
export type RemoteList = z.infer<typeof remoteListSchema>;
export type ReleaseCheck = z.infer<typeof releaseCheckSchema>;
export type PreviewPin = z.infer<typeof previewPinSchema>;
export type PreviewRequest = z.infer<typeof previewRequestSchema>;
export type ReleasePreview = z.infer<typeof releasePreviewSchema>;
export type RenderReport = z.infer<typeof renderReportsSchema>['reports'][number];
export type FailureExample = z.infer<typeof failureExampleSchema>;
