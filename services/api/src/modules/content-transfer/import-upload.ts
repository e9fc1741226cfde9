import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Request } from 'express';
import { receiveMultipartFile } from '../../lib/multipart-file';
import { IMPORT_FIELD, IMPORT_MESSAGES, MAX_IMPORT_BYTES } from './content-format';

/** Writes the one file of a multipart/form-data request to `destination`, never more than MAX_IMPORT_BYTES of it nor a stream's buffer in memory. */
const receiveFile = (req: Request, destination: string) =>
  receiveMultipartFile(req, {
    field: IMPORT_FIELD,
    maxBytes: MAX_IMPORT_BYTES,
    messages: IMPORT_MESSAGES,
    keep: (stream) => pipeline(stream, createWriteStream(destination)),
  });

/** An uploaded file kept in a private temporary folder, until `remove` deletes it. */
export interface Upload {
  file: string;
  remove: () => Promise<void>;
}

/** Receives the request's file into a private temporary folder (mkdtemp: readable by this user only). */
export async function receiveUpload(req: Request): Promise<Upload> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'fns-content-import-'));
  const remove = () => rm(folder, { recursive: true, force: true });
  const file = path.join(folder, 'upload.tar.gz');
  try {
    await receiveFile(req, file);
  } catch (error) {
    await remove();
    throw error;
  }
  return { file, remove };
}
