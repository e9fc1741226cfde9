import { model, Schema } from 'mongoose';
import { subscriptionFields } from '../subscriptions/subscription-fields';

const waitlistEntrySchema = new Schema(
  {
    email: { type: String, required: true, unique: true },
    fullName: { type: String, required: true },
    company: { type: String, default: null },
    botScore: { type: Number, default: null },
    /** The wait list entry whose referral link this one signed up through (credited when this one confirms). */
    referredBy: { type: Schema.Types.ObjectId, default: null },
    ...subscriptionFields,
  },
  { versionKey: false, timestamps: true },
);
// The admin list's order (newest first), so a page or a CSV export reads the index instead of sorting.
waitlistEntrySchema.index({ createdAt: -1, _id: -1 });

export const WaitlistEntry = model('WaitlistEntry', waitlistEntrySchema, 'waitlist_entries');
