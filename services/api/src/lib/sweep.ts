import type { Logger } from 'pino';
import { Pauses } from './pauses';
import { logger } from './logger';

export interface Sweep {
  /** Ends the sweep, after the pass under way. */
  stop(): Promise<void>;
}

/**
 * Runs `pass` every `everyMs` in this instance until stopped; a pass that fails is logged (as
 * `The {name}: …`) and the next one runs on time. Passes are written to be idempotent, so every
 * instance runs its own.
 */
export function startSweep({
  name,
  everyMs,
  pass,
  log = logger,
}: {
  name: string;
  everyMs: number;
  pass: () => Promise<unknown>;
  log?: Logger;
}): Sweep {
  const pauses = new Pauses();
  const run = async () => {
    while (await pauses.pause(everyMs)) {
      try {
        await pass();
      } catch (error) {
        log.error(`The ${name}: ${(error as Error).message}`);
      }
    }
  };
  const running = run();
  return {
    async stop() {
      pauses.stop();
      await running;
    },
  };
}
