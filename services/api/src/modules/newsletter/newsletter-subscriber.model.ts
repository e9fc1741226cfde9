import { model, Schema } from 'mongoose';

const newsletterSubscriberSchema = new Schema(
  { email: { type: String, required: true, unique: true } },
  { versionKey: false, timestamps: true },
);

export const NewsletterSubscriber = model('NewsletterSubscriber', newsletterSubscriberSchema, 'newsletter_subscribers');
