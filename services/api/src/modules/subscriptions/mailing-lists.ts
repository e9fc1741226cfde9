import type { Model } from 'mongoose';
import type { MailingList } from '@fns/contracts';
import { NewsletterSubscriber } from '../newsletter/newsletter-subscriber.model';
import { WaitlistEntry } from '../waitlist/waitlist-entry.model';

/**
 * The model of each list. The two differ in their other fields, and mongoose's Model type is
 * invariant in them: each is held as a Model<unknown> and read through lean<SubscriberRow>().
 */
export const LIST_MODELS: Record<MailingList, Model<unknown>> = {
  newsletter: NewsletterSubscriber as unknown as Model<unknown>,
  waitlist: WaitlistEntry as unknown as Model<unknown>,
};

/** The form each list is signed up through, as the consent record names it. */
export const SIGN_UP_FORMS: Record<MailingList, string> = {
  newsletter: 'footer-newsletter',
  waitlist: 'waitlist-dialog',
};
