import { model, Schema } from 'mongoose';

/** A registered release of a remote: where its manifest is, and what the manifest says of it. */
const remoteVersionSchema = new Schema(
  {
    remote: { type: String, required: true },
    version: { type: String, required: true },
    manifestUrl: { type: String, required: true },
    commit: { type: String, required: true },
    builtAt: { type: Date, required: true },
    exposes: { type: [String], default: [] },
    routes: { type: [String], default: [] },
    // Package name to version range; a plain object (package names hold dots and @).
    shared: { type: Schema.Types.Mixed, required: true },
    registeredAt: { type: Date, required: true },
    // The sha256 (SRI value) of the manifest and each entry as fetched at registration: shells load nothing else.
    integrity: {
      type: new Schema({ manifest: String, browserEntry: String, serverEntry: String }, { _id: false }),
      default: null,
    },
    // Pages rendered with it and the failures reported of them (server renders and browsers' error boundaries).
    renders: { type: Number, default: 0 },
    failures: { type: Number, default: 0 },
    // The failures by stage (manifest, entry, shared, module, render), and the latest few as they happened.
    stages: { type: Schema.Types.Mixed, default: () => ({}) },
    examples: {
      type: [new Schema({ stage: String, route: String, message: String, traceId: String, at: Date }, { _id: false })],
      default: [],
    },
  },
  { versionKey: false },
);
remoteVersionSchema.index({ remote: 1, version: 1 }, { unique: true });
remoteVersionSchema.index({ remote: 1, registeredAt: -1 });

export const RemoteVersion = model('RemoteVersion', remoteVersionSchema, 'remote_versions');

/** A deployment of a remote: a registered version, or (version null) the one the shells are configured with. */
const deploymentSchema = new Schema({ version: { type: String, default: null }, manifestUrl: { type: String, default: null } }, { _id: false });

const historySchema = new Schema(
  {
    action: { type: String, required: true },
    version: { type: String, default: null },
    from: { type: String, default: null },
    by: { type: String, required: true },
    at: { type: Date, required: true },
    reason: { type: String, default: null },
  },
  { _id: false },
);

/** A version served to `percent` of visitors beside the live one, with what happened to its pages since. */
const canarySchema = new Schema(
  {
    version: { type: String, required: true },
    manifestUrl: { type: String, required: true },
    percent: { type: Number, required: true },
    since: { type: Date, required: true },
    renders: { type: Number, default: 0 },
    failures: { type: Number, default: 0 },
  },
  { _id: false },
);

/**
 * What every shell renders for one remote: the live deployment, a canary beside it, the ones live
 * before it (the rollback stack, newest first) and the history of changes. `revision` orders writes: a change
 * computed from an older revision is refused instead of overwriting a newer one.
 */
const remoteStateSchema = new Schema(
  {
    remote: { type: String, required: true, unique: true },
    live: { type: deploymentSchema, required: true },
    earlier: { type: [deploymentSchema], default: [] },
    canary: { type: canarySchema, default: null },
    history: { type: [historySchema], default: [] },
    revision: { type: Number, required: true },
  },
  { versionKey: false },
);

export const RemoteState = model('RemoteState', remoteStateSchema, 'remote_states');

/** Pages served and failed with one remote version in one minute: the error rate over time (pruned after a day). */
const healthMinuteSchema = new Schema(
  {
    remote: { type: String, required: true },
    version: { type: String, required: true },
    minute: { type: Date, required: true },
    renders: { type: Number, default: 0 },
    failures: { type: Number, default: 0 },
  },
  { versionKey: false },
);
healthMinuteSchema.index({ remote: 1, version: 1, minute: 1 }, { unique: true });
healthMinuteSchema.index({ minute: 1 });

export const ReleaseHealthMinute = model('ReleaseHealthMinute', healthMinuteSchema, 'release_health_minutes');

/** The latest samples of one Core Web Vital (LCP, INP, CLS) of one remote version, as sampled visitors' browsers measured them. */
const vitalSamplesSchema = new Schema(
  {
    remote: { type: String, required: true },
    version: { type: String, required: true },
    metric: { type: String, required: true },
    samples: { type: [new Schema({ value: Number, at: Date }, { _id: false })], default: [] },
    updatedAt: { type: Date, required: true },
  },
  { versionKey: false },
);
vitalSamplesSchema.index({ remote: 1, version: 1, metric: 1 }, { unique: true });

export const VitalSamples = model('VitalSamples', vitalSamplesSchema, 'release_vitals');
