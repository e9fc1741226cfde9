import { model, Schema } from 'mongoose';

/**
 * The dashboard's sign-up figures as last counted: one document, every answer of GET
 * /api/admin/signups in it (`answers['<list>-<days>']`), so that the dashboard reads it by `_id`
 * instead of counting every sign-up per request.
 */
const signupStatsSchema = new Schema(
  {
    _id: { type: String, required: true },
    computedAt: { type: Date, required: true },
    answers: { type: Schema.Types.Mixed, required: true },
  },
  { versionKey: false },
);

export const SignupStatsSnapshot = model('SignupStatsSnapshot', signupStatsSchema, 'signup_stats');
export const SNAPSHOT_ID = 'dashboard';
