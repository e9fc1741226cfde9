import { model, Schema } from 'mongoose';

/**
 * The dashboard's figures as last counted: one document with every list's counts (GET
 * /api/admin/stats) and every answer of GET /api/admin/signups (`answers['<list>-<days>']`), so that
 * the dashboard reads it by `_id` instead of counting every entry per request.
 */
const dashboardSnapshotSchema = new Schema(
  {
    _id: { type: String, required: true },
    computedAt: { type: Date, required: true },
    audience: { type: Schema.Types.Mixed, required: true },
    answers: { type: Schema.Types.Mixed, required: true },
  },
  { versionKey: false },
);

export const DashboardSnapshot = model('DashboardSnapshot', dashboardSnapshotSchema, 'dashboard_counts');
export const SNAPSHOT_ID = 'dashboard';
