import { finished } from 'node:stream';
import busboy from 'busboy';
import type { Request } from 'express';
import { ApiError, badRequest } from '../../lib/api-error';
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

/**
 * Reads the one file of a multipart/form-data request into memory, never more than
 * MAX_UPLOAD_BYTES of it. The answer comes once the whole body has been read (what follows a
 * problem is discarded unread), so that a client still sending gets it rather than a reset connection.
 */
export function readUploadedFile(req: Request): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    let problem: ApiError | undefined;
    let upload: UploadedFile | undefined;
    /** While busboy reads the body, it answers when it closes; otherwise the end of the body does. */
    let parsing = false;
    const refuse = (error: ApiError) => {
      problem ??= error;
    };
    const answer = () => (problem ? reject(problem) : upload ? resolve(upload) : reject(badRequest(UPLOAD_MESSAGES.noFile)));
    const discardTheRest = () => {
      parsing = false;
      if (req.readableEnded) answer();
      else req.resume();
    };
    finished(req, (error) => {
      // An error here is the client going away mid-body: nobody is left to answer, but the handler must not wait forever.
      if (error) refuse(badRequest(UPLOAD_MESSAGES.malformed));
      if (error || !parsing) answer();
    });

    if (!req.is('multipart/form-data')) {
      refuse(badRequest(UPLOAD_MESSAGES.notMultipart));
      discardTheRest();
      return;
    }
    let parser: busboy.Busboy;
    try {
      // Fields: none (the image is the only input). Busboy says "limit" on reaching fileSize, so one
      // byte past the largest accepted file tells an over-size one.
      parser = busboy({ headers: req.headers, defParamCharset: 'utf8', limits: { files: 1, fields: 0, fileSize: MAX_UPLOAD_BYTES + 1 } });
    } catch {
      // No boundary, or not parseable as multipart.
      refuse(badRequest(UPLOAD_MESSAGES.notMultipart));
      discardTheRest();
      return;
    }

    parser.on('file', (field, stream, info) => {
      // A body cut short fails the file stream too; the parser's own error answers it.
      stream.on('error', () => refuse(badRequest(UPLOAD_MESSAGES.malformed)));
      if (field !== UPLOAD_FIELD) {
        refuse(badRequest(UPLOAD_MESSAGES.wrongField));
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        chunks.length = 0;
        refuse(new ApiError(413, UPLOAD_MESSAGES.tooLarge));
      });
      stream.on('end', () => {
        const bytes = Buffer.concat(chunks);
        // An empty file input still sends a part: no image either.
        if (!stream.truncated && bytes.length > 0) upload = { bytes, name: displayName(info.filename) };
      });
    });
    parser.on('filesLimit', () => refuse(badRequest(UPLOAD_MESSAGES.onlyOneFile)));
    parser.on('fieldsLimit', () => refuse(badRequest(UPLOAD_MESSAGES.onlyOneFile)));
    // Busboy closes after the request's end and after every file stream ended.
    parser.on('close', answer);
    parser.on('error', () => {
      refuse(badRequest(UPLOAD_MESSAGES.malformed));
      req.unpipe(parser);
      discardTheRest();
    });
    parsing = true;
    req.pipe(parser);
  });
}
