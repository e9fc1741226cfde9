import { trusted } from 'mongoose';
import { MAILING_LISTS } from '@fns/contracts';
import type { Config } from '../../config/config';
import { LIST_MODELS } from './mailing-lists';
import { markAudienceChanged } from '../../lib/audience-changes';

/**
 * Deletes sign-ups still pending PENDING_RETENTION_DAYS after their last sign-up (no TTL index:
 * the embedded database has none). Run by the mail worker's loop; idempotent, so every instance may.
 */
export async function purgeUnconfirmed(config: Config, now = Date.now()): Promise<number> {
  const cutoff = new Date(now - config.mail.pendingRetentionMs);
  const results = await Promise.all(
    MAILING_LISTS.map((list) => LIST_MODELS[list].deleteMany({ status: 'pending', 'consent.at': trusted({ $lt: cutoff }) })),
  );
  const purged = results.reduce((sum, { deletedCount }) => sum + deletedCount, 0);
  if (purged > 0) markAudienceChanged();
  return purged;
}
