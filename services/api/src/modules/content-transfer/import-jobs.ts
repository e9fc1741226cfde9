import type { ImportJob, ImportReport } from '@fns/contracts';
import { IMPORT_STATES } from '@fns/contracts';
import { model, Schema, trusted, Types, type InferSchemaType } from 'mongoose';
import { notFound } from '../../lib/api-error';
import { logger } from '../../lib/logger';
import { toApiError } from '../../middleware/error-handler';
import { IMPORT_MESSAGES } from './content-format';
import { checkArchive, importChecked } from './content-import.service';
import { claimImportLock, releaseImportLock, renewImportLock } from './import-lock';
import type { Upload } from './import-upload';

/**
 * Imports run in the background once their file is checked, so that no proxy's time limit cuts a
 * large one off; the console asks for the state until it is done. Kept in the database, so any
 * instance answers; a running one's process writes a heartbeat, and one whose heartbeat stopped
 * (its process went away) reads as failed.
 */
const HEARTBEAT_MS = 15_000;
const STALE_MS = 4 * HEARTBEAT_MS;
const KEPT_MS = 7 * 24 * 60 * 60_000;

const importSchema = new Schema(
  {
    state: { type: String, enum: IMPORT_STATES, required: true },
    progress: { type: String, required: true },
    startedAt: { type: Date, required: true },
    heartbeatAt: { type: Date, required: true },
    finishedAt: { type: Date, default: null },
    report: { type: Schema.Types.Mixed, default: null },
    message: { type: String, default: null },
  },
  { versionKey: false, minimize: false },
);
type ImportDoc = InferSchemaType<typeof importSchema> & { _id: Types.ObjectId };

const ContentImport = model('ContentImport', importSchema, 'content_imports');

function toJob(doc: ImportDoc): ImportJob {
  const stopped = doc.state === 'running' && Date.now() - doc.heartbeatAt.getTime() > STALE_MS;
  return {
    id: doc._id.toHexString(),
    state: stopped ? 'failed' : doc.state,
    progress: doc.progress,
    startedAt: doc.startedAt.toISOString(),
    finishedAt: doc.finishedAt?.toISOString() ?? null,
    report: (doc.report as ImportReport | null) ?? null,
    message: stopped ? IMPORT_MESSAGES.stopped : (doc.message ?? null),
  };
}

const update = (id: Types.ObjectId, fields: Partial<ImportDoc>) => ContentImport.updateOne({ _id: id }, { $set: fields });

async function run(
  id: Types.ObjectId,
  checked: Awaited<ReturnType<typeof checkArchive>>,
  upload: Upload,
  siteUrl: string,
  onImported: () => void,
) {
  const owner = id.toHexString();
  const heartbeat = setInterval(() => {
    Promise.all([update(id, { heartbeatAt: new Date() }), renewImportLock(owner)]).catch((error: unknown) =>
      logger.warn({ err: error }, 'Could not record a content import’s heartbeat'),
    );
  }, HEARTBEAT_MS);
  heartbeat.unref();
  let outcome: Partial<ImportDoc>;
  try {
    const report = await importChecked(checked, upload.file, siteUrl, (progress) => update(id, { progress, heartbeatAt: new Date() }));
    onImported();
    outcome = { state: 'done', progress: report.message, report, finishedAt: new Date() };
  } catch (error) {
    const answer = toApiError(error);
    if (answer.status >= 500) logger.error({ err: error }, 'A content import failed');
    const message = answer.status >= 500 ? IMPORT_MESSAGES.failed : answer.message;
    outcome = { state: 'failed', progress: 'Failed', message, finishedAt: new Date() };
  } finally {
    clearInterval(heartbeat);
    await releaseImportLock(owner).catch((error: unknown) => logger.warn({ err: error }, 'Could not release the content import lock'));
    await upload.remove();
  }
  // Recorded once the lock is free: whoever reads the outcome can start the next import at once.
  await update(id, outcome);
}

/**
 * Starts importing an uploaded export: checked first (a 4xx, nothing written, for a bad file), the
 * lock taken (409 while another import runs), then written in the background. `onImported`: once
 * its records are written.
 */
export async function startImport(upload: Upload, siteUrl: string, onImported: () => void): Promise<ImportJob> {
  const id = new Types.ObjectId();
  try {
    const checked = await checkArchive(upload.file);
    await claimImportLock(id.toHexString());
    const now = new Date();
    const doc = await ContentImport.create({ _id: id, state: 'running', progress: 'Checked the file', startedAt: now, heartbeatAt: now });
    await ContentImport.deleteMany({ startedAt: trusted({ $lt: new Date(Date.now() - KEPT_MS) }) });
    void run(id, checked, upload, siteUrl, onImported).catch((error: unknown) => logger.error({ err: error }, 'A content import failed'));
    return toJob(doc.toObject<ImportDoc>());
  } catch (error) {
    await releaseImportLock(id.toHexString()).catch(() => undefined);
    await upload.remove();
    throw error;
  }
}

export async function readImport(id: unknown): Promise<ImportJob> {
  const doc = typeof id === 'string' && /^[0-9a-f]{24}$/i.test(id) ? await ContentImport.findById(id).lean<ImportDoc>() : null;
  if (!doc) throw notFound(IMPORT_MESSAGES.notFound);
  return toJob(doc);
}
