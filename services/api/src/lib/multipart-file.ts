import { finished, type Readable } from 'node:stream';
import busboy from 'busboy';
import type { Request } from 'express';
import { ApiError, badRequest } from './api-error';

/** What a refused upload is told, in the words of what is uploaded. */
export interface MultipartFileMessages {
  notMultipart: string;
  malformed: string;
  noFile: string;
  wrongField: string;
  onlyOneFile: string;
  tooLarge: string;
}

export interface MultipartFile<T> {
  /** The form field the file must come in. */
  field: string;
  maxBytes: number;
  messages: MultipartFileMessages;
  /**
   * Keeps the file's bytes (in memory, on disk…) as they stream; settles once they are all kept. A
   * file that is empty or over `maxBytes` is refused whatever it answers.
   */
  keep: (stream: Readable, info: busboy.FileInfo) => Promise<T>;
}

/**
 * Reads the one file of a multipart/form-data request through `keep`, never more than `maxBytes`
 * of it. The answer comes once the whole body has been read (what follows a problem is discarded
 * unread), so that a client still sending gets it rather than a reset connection.
 */
export function receiveMultipartFile<T>(req: Request, { field, maxBytes, messages, keep }: MultipartFile<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    let problem: ApiError | undefined;
    let kept: Promise<{ value: T } | undefined> | undefined;
    /** While busboy reads the body, it answers when it closes; otherwise the end of the body does. */
    let parsing = false;
    const refuse = (error: ApiError) => {
      problem ??= error;
    };
    const answer = () => {
      void (kept ?? Promise.resolve(undefined)).then((file) => {
        if (problem) reject(problem);
        else if (file) resolve(file.value);
        else reject(badRequest(messages.noFile));
      });
    };
    const discardTheRest = () => {
      parsing = false;
      if (req.readableEnded) answer();
      else req.resume();
    };
    finished(req, (error) => {
      // An error here is the client going away mid-body: nobody is left to answer, but the handler must not wait forever.
      if (error) refuse(badRequest(messages.malformed));
      if (error || !parsing) answer();
    });

    if (!req.is('multipart/form-data')) {
      refuse(badRequest(messages.notMultipart));
      discardTheRest();
      return;
    }
    let parser: busboy.Busboy;
    try {
      // Fields: none (the file is the only input). Busboy says "limit" on reaching fileSize, so one
      // byte past the largest accepted file tells an over-size one.
      parser = busboy({ headers: req.headers, defParamCharset: 'utf8', limits: { files: 1, fields: 0, fileSize: maxBytes + 1 } });
    } catch {
      // No boundary, or not parseable as multipart.
      refuse(badRequest(messages.notMultipart));
      discardTheRest();
      return;
    }

    parser.on('file', (name, stream, info) => {
      // A body cut short fails the file stream too; the parser's own error answers it.
      stream.on('error', () => refuse(badRequest(messages.malformed)));
      if (name !== field) {
        refuse(badRequest(messages.wrongField));
        stream.resume();
        return;
      }
      let length = 0;
      stream.on('data', (chunk: Buffer) => (length += chunk.length));
      stream.on('limit', () => refuse(new ApiError(413, messages.tooLarge)));
      // An empty file input still sends a part: no file either.
      kept = keep(stream, info).then(
        (value) => (!stream.truncated && length > 0 ? { value } : undefined),
        () => undefined,
      );
    });
    parser.on('filesLimit', () => refuse(badRequest(messages.onlyOneFile)));
    parser.on('fieldsLimit', () => refuse(badRequest(messages.onlyOneFile)));
    // Busboy closes after the request's end and after every file stream ended.
    parser.on('close', answer);
    parser.on('error', () => {
      refuse(badRequest(messages.malformed));
      req.unpipe(parser);
      discardTheRest();
    });
    parsing = true;
    req.pipe(parser);
  });
}
