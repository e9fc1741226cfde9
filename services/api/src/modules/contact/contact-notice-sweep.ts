import type { Logger } from 'pino';
import type { Config } from '../../config/config';
import { logger } from '../../lib/logger';
import { startSweep, type Sweep } from '../../lib/sweep';
import { queueContactNotice } from './contact-notice';

/** How often each instance looks for messages that waited: a digest leaves within a minute of its window opening. */
const NOTICE_SWEEP_MS = 60_000;

/**
 * Queues the digest of the messages that waited for the next window (contact-notice.ts). Runs in
 * every API instance: the window's unique outbox key makes one mail of all their tries.
 */
export function startContactNoticeSweep({
  config,
  everyMs = NOTICE_SWEEP_MS,
  now = () => new Date(),
  log = logger,
}: {
  config: Config;
  /** The tests' knobs. */
  everyMs?: number;
  now?: () => Date;
  log?: Logger;
}): Sweep {
  return startSweep({ name: 'contact notice sweep', everyMs, log, pass: () => queueContactNotice(config, now()) });
}
