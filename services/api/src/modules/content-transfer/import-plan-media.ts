import { createHash } from 'node:crypto';
import { Types } from 'mongoose';
import { readFile } from '../media/gridfs-files';
import { UploadFile, type UploadFileDoc } from '../media/upload.model';
import { variantRecordsOf, type ImageRecord } from './content-file.schemas';
import type { ImageStep } from './import-plan';

async function sha256Of(file: Pick<UploadFileDoc, '_id' | 'length' | 'chunkSize'>): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of readFile(file) as AsyncIterable<Buffer>) hash.update(chunk);
  return hash.digest('hex');
}

type StoredOriginal = Pick<UploadFileDoc, '_id' | 'length' | 'chunkSize' | 'uploadDate'>;

/**
 * The image here with the same bytes as `record`: under its own id, or under the id an earlier
 * import of it was given (the same upload time and length). A stored file never changes, so the
 * bytes decide; only these few candidates are read.
 */
async function sameImageHere(record: ImageRecord, originals: readonly StoredOriginal[]): Promise<Types.ObjectId | null> {
  const candidates = originals.filter(
    (file) =>
      file.length === record.length && (file._id.toHexString() === record.id || file.uploadDate.getTime() === record.uploadedAt.getTime()),
  );
  for (const candidate of candidates) {
    if ((await sha256Of(candidate)) === record.sha256) return candidate._id;
  }
  return null;
}

/** Each image of the file: here already (skipped), or written with its own ids where free and new ones where taken. */
export async function planMedia(records: readonly ImageRecord[]): Promise<ImageStep[]> {
  if (records.length === 0) return [];
  const files = await UploadFile.find({}, { length: 1, chunkSize: 1, uploadDate: 1, 'metadata.kind': 1 }).lean<UploadFileDoc[]>();
  const taken = new Set(files.map((file) => file._id.toHexString()));
  const originals = files.filter((file) => file.metadata.kind === 'original');
  const idHere = (id: string) => (taken.has(id) ? new Types.ObjectId() : new Types.ObjectId(id));
  const steps: ImageStep[] = [];
  for (const record of records) {
    const same = await sameImageHere(record, originals);
    if (same) {
      steps.push({ record, action: 'skip', targetId: same, variantIds: new Map() });
      continue;
    }
    steps.push({
      record,
      action: taken.has(record.id) ? 'renumber' : 'keep',
      targetId: idHere(record.id),
      variantIds: new Map(variantRecordsOf(record).map((variant) => [variant.id, idHere(variant.id)])),
    });
  }
  return steps;
}

/** The file's image ids → the ids here, for the URLs that follow them. */
export const imageIdMap = (steps: readonly ImageStep[]) => new Map(steps.map((step) => [step.record.id, step.targetId.toHexString()]));
