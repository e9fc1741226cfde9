import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ApiError } from '../lib/api-error';
import { logger } from '../lib/logger';
import { databaseErrors } from '../lib/metrics';
import { isDuplicateKey } from '../lib/duplicate-key';

export const DATABASE_UNAVAILABLE = 'The database is unavailable right now. Please try again shortly.';

const DATABASE_DOWN_ERRORS = new Set([
  'MongoServerSelectionError',
  'MongooseServerSelectionError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
  'MongoPoolClearedError',
]);

/** Body-parser failures, by their `type`, as the client should read them. */
function bodyParserError(error: { type?: string; limit?: number }): ApiError | null {
  switch (error.type) {
    case 'entity.parse.failed':
      return new ApiError(400, 'The request body is not valid JSON.');
    case 'entity.too.large':
      return new ApiError(413, `The request body is too large (the limit is ${formatBytes(error.limit)}).`);
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new ApiError(415, 'The request body must be UTF-8 encoded JSON.');
    case 'request.aborted':
    case 'request.size.invalid':
    case 'stream.encoding.set':
      return new ApiError(400, 'The request body could not be read.');
    default:
      return null;
  }
}

/** Turns any error into `{ message }` with the right status; never leaks a stack trace. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const candidate = error as { name?: string; code?: number; status?: number; expose?: boolean; message?: string; type?: string };
  const parsed = bodyParserError(candidate);
  if (parsed) return parsed;
  if (isDuplicateKey(candidate)) return new ApiError(409, 'That value is already in use.');
  if (candidate.name && DATABASE_DOWN_ERRORS.has(candidate.name)) return new ApiError(503, DATABASE_UNAVAILABLE);
  if (candidate.name === 'MongooseError' && /buffer|connect/i.test(candidate.message ?? '')) {
    return new ApiError(503, DATABASE_UNAVAILABLE);
  }
  // Errors from Express itself (e.g. a path that cannot be URI-decoded) carry a client status.
  if (typeof candidate.status === 'number' && candidate.status >= 400 && candidate.status < 500) {
    return new ApiError(candidate.status, candidate.expose && candidate.message ? candidate.message : 'The request is malformed.');
  }
  return new ApiError(500, 'Something went wrong on our side. Please try again later.');
}

export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const apiError = toApiError(error);
  // Deliberate 503s (database or bot check away) are expected; anything else 5xx is a bug worth a stack.
  if (apiError.message === DATABASE_UNAVAILABLE) databaseErrors.inc();
  // `req.log` carries the request id (an app without the request logger, as in some tests, has none). The path without its query.
  if (apiError.status >= 500 && !(error instanceof ApiError))
    (req.log ?? logger).error({ err: error }, `${req.method} ${req.originalUrl.split('?')[0]} failed`);
  if (res.headersSent) return;
  res.status(apiError.status).json({ message: apiError.message });
};

export const notFoundHandler: RequestHandler = (req, res) => {
  res.status(404).json({ message: `No API route matches ${req.method} ${req.originalUrl.split('?')[0]}.` });
};

function formatBytes(bytes: number | undefined): string {
  if (!bytes) return 'the configured size';
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} KB`;
}
