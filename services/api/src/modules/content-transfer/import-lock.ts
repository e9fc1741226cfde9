import { conflict } from '../../lib/api-error';
import { claimLease, releaseLease, renewLease } from '../../lib/leases';
import { IMPORT_MESSAGES } from './content-format';

/**
 * One import at a time across every API instance: two at once could both find an id free and
 * write it. A lease (lib/leases.ts) its holder renews while it works, so that a process that died
 * mid-import holds it no longer.
 */
const LOCK_KEY = 'content-import';
const LOCK_LEASE_MS = 2 * 60_000;

/** Takes the lock for `owner` (the import's id); 409 while another import holds it. */
export async function claimImportLock(owner: string): Promise<void> {
  if (!(await claimLease(LOCK_KEY, owner, LOCK_LEASE_MS))) throw conflict(IMPORT_MESSAGES.running);
}

export const renewImportLock = (owner: string) => renewLease(LOCK_KEY, owner, LOCK_LEASE_MS);

export const releaseImportLock = (owner: string) => releaseLease(LOCK_KEY, owner);
