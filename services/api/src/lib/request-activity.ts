import type { RequestHandler } from 'express';

/**
 * Requests this process is answering, so that background work (the mail worker) can give way to
 * them: a visitor's answer comes first, a queued mail a moment later.
 */
let answering = 0;
const idleWaiters = new Set<() => void>();

export const countRequests: RequestHandler = (_req, res, next) => {
  answering += 1;
  res.once('close', () => {
    answering -= 1;
    if (answering === 0) for (const resolve of [...idleWaiters]) resolve();
  });
  next();
};

/** Resolves once no request is being answered, or after `maxWaitMs` however busy the process is. */
export function whenIdle(maxWaitMs: number): Promise<void> {
  if (answering === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      idleWaiters.delete(done);
      resolve();
    };
    const timer = setTimeout(done, maxWaitMs);
    idleWaiters.add(done);
  });
}
