import { model, Schema } from 'mongoose';

/** A message sent through the contact form; every message is kept (no de-duplication). */
const contactMessageSchema = new Schema(
  {
    name: { type: String, required: true },
    email: { type: String, required: true },
    subject: { type: String, required: true },
    message: { type: String, required: true },
    /** Set in the admin console once the message has been answered. */
    handled: { type: Boolean, default: false },
    /** When the administrators were mailed about it (contact-notice.ts); null until then. Messages from before notices have none. */
    notifiedAt: { type: Date, default: null },
  },
  { versionKey: false, timestamps: true },
);
// The admin list's order (newest first), so a page or a CSV export reads the index instead of sorting.
contactMessageSchema.index({ createdAt: -1, _id: -1 });
// The notices' look for messages still waiting for one.
contactMessageSchema.index({ notifiedAt: 1, createdAt: 1 });

export const ContactMessage = model('ContactMessage', contactMessageSchema, 'contact_messages');
