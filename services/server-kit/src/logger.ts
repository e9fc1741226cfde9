import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino, type DestinationStream, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import pretty from 'pino-pretty';

export type LogLevel = 'silent' | 'error' | 'warn' | 'info';

/** JSON lines are written to stdout in batches of this many bytes at most... */
const LOG_BATCH_BYTES = 4096;
/** ...and at least this often: one write for many lines under load, none held back for long when quiet. */
const LOG_FLUSH_MS = 500;

/**
 * JSON lines in production (for a log collector), readable lines anywhere else; LOG_PRETTY=true or
 * false says otherwise (npm start sets true for its terminal; the load benches set false, as deployed).
 */
function defaultDestination(): DestinationStream {
  const json = process.env.LOG_PRETTY === undefined ? process.env.NODE_ENV === 'production' : process.env.LOG_PRETTY === 'false';
  // Synchronous, so that the lines written just before process.exit are not lost.
  if (!json) return pretty({ ignore: 'pid,hostname', translateTime: 'SYS:HH:MM:ss', sync: true });
  // pino writes what is left when the process exits.
  const stdout = pino.destination({ dest: 1, sync: false, minLength: LOG_BATCH_BYTES });
  const flushing = setInterval(() => stdout.flush(), LOG_FLUSH_MS).unref();
  stdout.once('close', () => clearInterval(flushing));
  return stdout;
}

export interface LoggerOptions {
  /** The service the lines come from ("api", "shell"). */
  name: string;
  level?: string;
  /** Where lines go; tests pass a stream to read them. */
  destination?: DestinationStream;
}

export function createLogger({ name, level = 'info', destination = defaultDestination() }: LoggerOptions): Logger {
  const options = {
    name,
    level,
    formatters: { level: (label: string) => ({ level: label }) },
    timestamp: pino.stdTimeFunctions.isoTime,
    // Nothing logs headers today; should anything log a request's, its credentials stay out.
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'], censor: '[redacted]' },
  };
  return pino(options, destination);
}

/** A caller's request id (a CDN's, the shell's) is kept when it is plain and short; anything else could forge or flood log lines. */
const VALID_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

export function requestIdFrom(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && VALID_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** The path only: a query string may carry a token or an e-mail address. */
const pathOf = (req: IncomingMessage) => ((req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '').split('?')[0];

const requestFields = (req: IncomingMessage, res: ServerResponse, durationMs: number) => ({
  method: req.method,
  path: pathOf(req),
  status: res.statusCode,
  durationMs,
});

/** The line requestLogger writes for a request, written for one answered outside the app (the short path). */
export function logAnswered(base: Logger, requestId: string, req: IncomingMessage, res: ServerResponse, durationMs: number): void {
  base.info({ requestId, ...requestFields(req, res, durationMs) }, 'request completed');
}

/**
 * One line per request (method, path, status, duration, request id), never its headers or body.
 * The request id (kept from X-Request-Id when valid, else new) is `req.id`, is answered in
 * X-Request-Id and is bound to `req.log`, so every line logged for the request carries it.
 */
export function requestLogger(base: Logger) {
  return pinoHttp({
    logger: base,
    quietReqLogger: true,
    quietResLogger: true,
    customAttributeKeys: { reqId: 'requestId' },
    genReqId: (req, res) => {
      const id = requestIdFrom(req.headers['x-request-id']);
      res.setHeader('X-Request-Id', id);
      return id;
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    // pino-http types the log object `any`; it passes the request's duration in ms as responseTime.
    customSuccessObject: (req, res, { responseTime }: { responseTime: number }) => requestFields(req, res, responseTime),
    customErrorObject: (req, res, _error, { responseTime }: { responseTime: number }) => requestFields(req, res, responseTime),
    customSuccessMessage: () => 'request completed',
    customErrorMessage: () => 'request failed',
  });
}
