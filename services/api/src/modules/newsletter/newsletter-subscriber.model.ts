import { model, Schema } from 'mongoose';
import { subscriptionFields } from '../subscriptions/subscription-fields';

const newsletterSubscriberSchema = new Schema(
  { email: { type: String, required: true, unique: true }, ...subscriptionFields },
  { versionKey: false, timestamps: true },
);
// The admin list's order (newest first), so a page or a CSV export reads the index instead of sorting.
newsletterSubscriberSchema.index({ createdAt: -1, _id: -1 });

export const NewsletterSubscriber = model('NewsletterSubscriber', newsletterSubscriberSchema, 'newsletter_subscribers');
