import { model, Schema } from 'mongoose';

const waitlistEntrySchema = new Schema(
  {
    email: { type: String, required: true, unique: true },
    fullName: { type: String, required: true },
    company: { type: String, default: null },
    botScore: { type: Number, default: null },
  },
  { versionKey: false, timestamps: true },
);

export const WaitlistEntry = model('WaitlistEntry', waitlistEntrySchema, 'waitlist_entries');
