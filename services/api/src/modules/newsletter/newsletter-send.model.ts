import { model, Schema } from 'mongoose';

/**
 * One time a post went out as the newsletter. `_id` is `${post}:${n}` (its n-th send), so two
 * administrators pressing Send at once make one send. Its mail is a bulk send of the outbox
 * (campaign = this id), one message per subscriber under the key `newsletter:{send}:{subscriber}`:
 * preparing it again after a crash queues nobody twice.
 */
const newsletterSendSchema = new Schema(
  {
    _id: { type: String, required: true },
    post: { type: Number, required: true },
    state: { type: String, enum: ['preparing', 'queued'], default: 'preparing' },
    /** Subscribers its mail was queued for. */
    recipients: { type: Number, default: 0 },
  },
  { versionKey: false, timestamps: true },
);

export const NewsletterSend = model('NewsletterSend', newsletterSendSchema, 'newsletter_sends');
