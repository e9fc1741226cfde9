import type { Request } from 'express';
import { receiveMultipartFile } from '../../lib/multipart-file';
import { displayName } from './upload-file-name';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const UPLOAD_FIELD = 'file';

export const UPLOAD_MESSAGES = {
  notMultipart: `Send the image as multipart/form-data, as one file in the form field "${UPLOAD_FIELD}".`,
  malformed: 'The multipart/form-data body is malformed.',
  noFile: `No image was sent: send one file in the form field "${UPLOAD_FIELD}".`,
  wrongField: `The image must be sent in the form field "${UPLOAD_FIELD}".`,
  onlyOneFile: `Send exactly one file, in the form field "${UPLOAD_FIELD}", and nothing else.`,
  tooLarge: `The image is too large: the limit is ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB.`,
} as const;

export interface UploadedFile {
  bytes: Buffer;
  /** The sanitized file name, for display. */
  name: string;
}

/** Reads the one file of a multipart/form-data request into memory, never more than MAX_UPLOAD_BYTES of it. */
export function readUploadedFile(req: Request): Promise<UploadedFile> {
  return receiveMultipartFile(req, {
    field: UPLOAD_FIELD,
    maxBytes: MAX_UPLOAD_BYTES,
    messages: UPLOAD_MESSAGES,
    keep: async (stream, info) => {
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return { bytes: Buffer.concat(chunks), name: displayName(info.filename) };
    },
  });
}
