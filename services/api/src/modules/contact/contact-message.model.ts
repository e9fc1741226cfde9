import { model, Schema } from 'mongoose';

/** A message sent through the contact form; every message is kept (no de-duplication). */
const contactMessageSchema = new Schema(
  {
    name: { type: String, required: true },
    email: { type: String, required: true },
    subject: { type: String, required: true },
    message: { type: String, required: true },
  },
  { versionKey: false, timestamps: true },
);

export const ContactMessage = model('ContactMessage', contactMessageSchema, 'contact_messages');
