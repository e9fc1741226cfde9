import { AUDIT_ACTIONS, type AuditAction } from '@fns/contracts';
import { model, Schema, type Types } from 'mongoose';

/** One entry of the audit log: who (by name and role then, as the account may change or go), what, to what, from where. */
const auditEventSchema = new Schema(
  {
    at: { type: Date, required: true, index: true },
    actor: { type: String, required: true },
    actorRole: { type: String, default: null },
    action: { type: String, enum: AUDIT_ACTIONS, required: true },
    target: { type: String, required: true },
    address: { type: String, default: null },
  },
  { versionKey: false },
);
auditEventSchema.index({ action: 1, at: -1 });

export interface AuditEventDoc {
  _id: Types.ObjectId;
  at: Date;
  actor: string;
  actorRole: string | null;
  action: AuditAction;
  target: string;
  address: string | null;
}

export const AuditEventModel = model<AuditEventDoc>('AuditEvent', auditEventSchema, 'audit_events');
