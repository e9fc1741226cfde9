import { rateLimit, type RateLimitRequestHandler } from 'express-rate-limit';

/** Per-client-IP limiter that answers 429 with `{ message }` like every other error. */
export function limiter(options: {
  max: number;
  windowMs: number;
  message: string;
  /** Count only failed attempts (login). */
  failuresOnly?: boolean;
}): RateLimitRequestHandler {
  return rateLimit({
    windowMs: options.windowMs,
    limit: options.max,
    skipSuccessfulRequests: options.failuresOnly ?? false,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, res) => {
      res.status(429).json({ message: options.message });
    },
  });
}

export const minutesOf = (windowMs: number) => Math.round(windowMs / 60_000);
