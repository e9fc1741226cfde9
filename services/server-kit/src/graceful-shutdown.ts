import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export interface Drain {
  /** True from the start of the drain on: readiness answers 503. */
  readonly draining: boolean;
  readonly inFlight: number;
  /**
   * Stops accepting connections and lets the requests in flight finish, for at most `timeoutMs`;
   * then closes every connection left. Resolves with how many requests the timeout cut.
   */
  drain(timeoutMs: number): Promise<number>;
}

/** Tracks `server`'s requests in flight so that it can stop without cutting any. */
export function drainable(server: Server): Drain {
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  let allAnswered = () => {};

  // No client may reuse a connection for a request this server will not take.
  const closeAfterAnswer = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
  };

  // Ahead of the app's listener, so the header is set before the app writes anything.
  server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
    inFlight.add(res);
    if (draining) closeAfterAnswer(res);
    res.once('close', () => {
      inFlight.delete(res);
      if (!draining) return;
      // A connection whose answer went out before the drain began is idle now: close it at once.
      server.closeIdleConnections();
      if (inFlight.size === 0) allAnswered();
    });
  });

  return {
    get draining() {
      return draining;
    },
    get inFlight() {
      return inFlight.size;
    },
    async drain(timeoutMs) {
      draining = true;
      inFlight.forEach(closeAfterAnswer);
      // Also closes the kept-alive connections that are idle now (Node 19+).
      server.close();
      if (inFlight.size > 0) {
        let timer: NodeJS.Timeout | undefined;
        await new Promise<void>((resolve) => {
          allAnswered = resolve;
          timer = setTimeout(resolve, timeoutMs);
        });
        clearTimeout(timer);
      }
      const cut = inFlight.size;
      // Left: connections whose request never completed (nothing was taken on them), or cut ones.
      server.closeAllConnections();
      return cut;
    },
  };
}

export interface ShutdownOptions {
  timeoutMs: number;
  log: (message: string) => void;
  /** Called as the drain begins. */
  onDrain?: () => void;
  /** Closes what the server used (database, workers, pools) once no request needs it. */
  release: () => Promise<void>;
}

/**
 * On the first SIGTERM or SIGINT: drains, releases, and exits 0, or 1 when the timeout cut
 * requests or releasing failed. A second signal exits at once with 1.
 */
export function shutDownOnSignals(drain: Drain, { timeoutMs, log, onDrain, release }: ShutdownOptions): void {
  const onSignal = async (signal: NodeJS.Signals) => {
    if (drain.draining) {
      log(`${signal} during the drain: exiting now.`);
      process.exit(1);
    }
    onDrain?.();
    log(`${signal}: not ready, refusing new connections; waiting for ${drain.inFlight} request(s) in flight (at most ${timeoutMs} ms).`);
    const cut = await drain.drain(timeoutMs);
    log(cut === 0 ? 'Every request in flight was answered.' : `Timed out: cut ${cut} request(s) still in flight.`);
    let code = cut === 0 ? 0 : 1;
    try {
      await release();
    } catch (error) {
      log(`Releasing resources failed: ${(error as Error).message}`);
      code = 1;
    }
    log(`Stopped (exit code ${code}).`);
    process.exit(code);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, (received) => void onSignal(received));
}
