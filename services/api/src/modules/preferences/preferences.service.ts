import {
  isListMember,
  MAILING_LISTS,
  type MailingList,
  type PreferenceAction,
  type PreferenceChange,
  type Preferences,
  type SubscriptionStatus,
} from '@fns/contracts';
import type { Config } from '../../config/config';
import { notFound } from '../../lib/api-error';
import { verifyLinkToken } from '../subscriptions/link-token';
import { LIST_MODELS } from '../subscriptions/mailing-lists';
import { signUp } from '../subscriptions/sign-up.service';
import { statusOf, type SubscriberRow } from '../subscriptions/subscription-fields';
import { LINK_NOT_VALID, leaveList, type EntryRef } from '../subscriptions/subscription.service';
import { statusOfEntry } from '../waitlist/entry-status';
import { eraseAddress } from './address-erasure';

/** The form a newsletter sign-up from the preference page names in its consent record. */
export const PREFERENCES_FORM = 'preferences-page';

/** An address as the preference page shows it: its first character and its domain, a***@example.com. */
export const maskEmail = (email: string) => `${email.slice(0, 1)}***${email.slice(email.lastIndexOf('@'))}`;

/** The address a preference link is about, and its sign-up on each list (null: none). */
interface Holder {
  email: string;
  /** The sign-up the link names. */
  named: EntryRef;
  entries: Record<MailingList, SubscriberRow | null>;
}

/** The holder of a preference link's address; 404 for any other token, and once the sign-up it names is gone (erased). */
async function holderOf(config: Config, token: string): Promise<Holder> {
  const claims = verifyLinkToken(config, token);
  if (claims?.purpose !== 'preferences') throw notFound(LINK_NOT_VALID);
  const named = await LIST_MODELS[claims.list].findById(claims.id, { email: 1 }).lean<SubscriberRow>();
  if (!named) throw notFound(LINK_NOT_VALID);
  const [newsletter, waitlist] = await Promise.all(
    MAILING_LISTS.map((list) => LIST_MODELS[list].findOne({ email: named.email }).lean<SubscriberRow>()),
  );
  return {
    email: named.email,
    named: { list: claims.list, id: claims.id },
    entries: { newsletter: newsletter ?? null, waitlist: waitlist ?? null },
  };
}

const newsletterState = (status: SubscriptionStatus): Preferences['newsletter'] =>
  isListMember(status) ? 'subscribed' : status === 'pending' ? 'pending' : 'unsubscribed';

async function preferencesOf({ email, entries }: Holder): Promise<Preferences> {
  const waitlist = entries.waitlist && (await statusOfEntry(entries.waitlist));
  return {
    email: maskEmail(email),
    newsletter: entries.newsletter ? newsletterState(statusOf(entries.newsletter)) : 'none',
    waitlist: waitlist ? (waitlist === 'confirmed' ? 'waiting' : waitlist) : 'none',
  };
}

const refOf = (list: MailingList, entry: SubscriberRow): EntryRef => ({ list, id: String(entry._id) });

type Change = (config: Config, holder: Holder) => Promise<void>;

/** Leaves the list as its unsubscribe link does, when the address is on it. */
const leave =
  (list: MailingList): Change =>
  async (_config, { entries }) => {
    const entry = entries[list];
    if (entry) await leaveList(refOf(list, entry));
  };

/** What each button does (erase aside); each is idempotent, and does nothing where there is nothing to do. */
const CHANGES: Record<Exclude<PreferenceAction, 'erase'>, Change> = {
  'newsletter-off': leave('newsletter'),
  // Only an address off the newsletter (unsubscribed, or never on it) signs up, by double opt-in as the footer's form does.
  'newsletter-on': async (config, { email, entries }) => {
    if (entries.newsletter && statusOf(entries.newsletter) !== 'unsubscribed') return;
    await signUp(config, { list: 'newsletter', email, page: null, form: PREFERENCES_FORM });
  },
  'leave-waitlist': leave('waitlist'),
};

/** GET /api/preferences/{token}: where the link's address stands on each list; changes nothing. */
export async function viewPreferences(config: Config, token: string): Promise<Preferences> {
  return preferencesOf(await holderOf(config, token));
}

/** POST /api/preferences/{token}: one button's action, then where the address stands (erase: that it is gone). */
export async function changePreferences(config: Config, token: string, action: PreferenceAction): Promise<PreferenceChange> {
  const holder = await holderOf(config, token);
  if (action === 'erase') {
    const others = MAILING_LISTS.flatMap((list) => {
      const entry = holder.entries[list];
      return entry && list !== holder.named.list ? [refOf(list, entry)] : [];
    });
    await eraseAddress(holder.email, [...others, holder.named]);
    return { erased: true };
  }
  await CHANGES[action](config, holder);
  return preferencesOf(await holderOf(config, token));
}
