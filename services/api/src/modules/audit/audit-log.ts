import type { AuditAction, AuditEvent } from '@fns/contracts';
import type { Response } from 'express';
import { trusted } from 'mongoose';
import { startSweep, type Sweep } from '../../lib/sweep';
import { staffOf } from '../auth/auth.middleware';
import { AuditEventModel, type AuditEventDoc } from './audit-event.model';

const TARGET_MAX = 300;

type Entry = Omit<AuditEventDoc, '_id'>;
const entryOf = (entry: Omit<Entry, 'at'>): Entry => ({ ...entry, target: entry.target.slice(0, TARGET_MAX), at: new Date() });

async function record(entry: Omit<Entry, 'at'>): Promise<void> {
  await AuditEventModel.create(entryOf(entry));
}

/** Records what the signed-in member of this request did, from their address. */
export const recordAudit = (res: Response, action: AuditAction, target: string): Promise<void> => {
  const staff = staffOf(res);
  return record({ actor: staff.name, actorRole: staff.role, action, target, address: res.req.ip ?? null });
};

/** What a tool did on its own ("scheduled backup", "command line"), as stored: a restore writes it with the database's own driver. */
export const toolAuditEntry = (tool: string, action: AuditAction, target: string): Entry =>
  entryOf({ actor: tool, actorRole: null, action, target, address: null });

export const recordToolAudit = async (tool: string, action: AuditAction, target: string): Promise<void> => {
  await AuditEventModel.create(toolAuditEntry(tool, action, target));
};

export const toAuditEvent = (event: AuditEventDoc): AuditEvent => ({
  id: String(event._id),
  at: event.at.toISOString(),
  actor: event.actor,
  actorRole: event.actorRole,
  action: event.action,
  target: event.target,
  address: event.address,
});

/** Every instance prunes the log hourly: the same deletion from each changes nothing. */
export const startAuditRetentionSweep = (retentionDays: number): Sweep =>
  startSweep({ name: 'audit log retention', everyMs: 3_600_000, pass: () => pruneAuditLog(retentionDays) });

/** Entries older than AUDIT_RETENTION_DAYS go. */
export async function pruneAuditLog(retentionDays: number, now = new Date()): Promise<number> {
  const { deletedCount } = await AuditEventModel.deleteMany({ at: trusted({ $lt: new Date(now.getTime() - retentionDays * 86_400_000) }) });
  return deletedCount;
}
