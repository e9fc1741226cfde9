import { Types } from 'mongoose';
import { isListMember, type MailingList } from '@fns/contracts';
import type { Config } from '../../config/config';
import { insertOnce } from '../../lib/insert-once';
import { exclusively } from '../../lib/leases';
import { unsuppress } from '../mail/suppression.model';
import { queueConfirmation } from './list-mail';
import { LIST_MODELS, SIGN_UP_FORMS } from './mailing-lists';
import { markAudienceChanged } from '../../lib/audience-changes';
import { signUpSource, type SourceInput } from './sign-up-source';
import { statusOf, type SubscriberRow } from './subscription-fields';

export interface SignUp {
  list: MailingList;
  /** Normalised (trimmed, lower case). */
  email: string;
  /** The list's own fields (wait list: fullName, company, botScore): stored with a new entry only. */
  fields?: Record<string, unknown>;
  /** The path of the page the form was sent from, when known. */
  page: string | null;
  /** Where the visitor came from and what rendered the page, as the form told it. */
  source?: SourceInput;
  /** The form the consent record names; by default the list's own sign-up form (SIGN_UP_FORMS). */
  form?: string;
}

/**
 * A sign-up to a list. Double opt-in: a new address is stored `pending` and gets a confirmation
 * mail; a pending one, or one that left, gets it again (CONFIRMATIONS_PER_DAY at most); a member
 * (confirmed, or on the wait list invited or joined) gets nothing. Whatever happened, the caller answers the same, so the form tells no one who is on
 * the list. With MAIL_DISABLED, single opt-in: stored (or set) confirmed at once, no mail.
 * The entry is written first, then its mail (no transactions): a crash between leaves a pending
 * entry without mail, which the next sign-up sends and the retention purge removes.
 */
export async function signUp(
  config: Config,
  { list, email, fields = {}, page, source, form = SIGN_UP_FORMS[list] }: SignUp,
): Promise<void> {
  const model = LIST_MODELS[list];
  const now = new Date();
  const consent = { at: now, form, page, confirmedAt: config.mail.disabled ? now : null };
  const sourced = { consent, source: signUpSource(page, source, config.siteUrl) };
  const state = config.mail.disabled ? { status: 'confirmed', confirmedAt: now, ...sourced } : { status: 'pending', ...sourced };
  const _id = new Types.ObjectId();
  if (await insertOnce(model, email, { _id, ...fields, ...state })) {
    markAudienceChanged();
    if (!config.mail.disabled) await queueConfirmation(config, list, { _id, email, fullName: fields.fullName as string, consent }, now);
    return;
  }
  // Two sign-ups of one address at once, on any instances, change it one after the other.
  await exclusively(`sign-up:${list}:${email}`, async () => {
    const entry = await model.findOne({ email }).lean<SubscriberRow>();
    if (!entry || isListMember(statusOf(entry))) return;
    if (config.mail.disabled) {
      await model.updateOne({ _id: entry._id }, { $set: { ...state, unsubscribedAt: null } });
      markAudienceChanged();
      await unsuppress(list, email);
      return;
    }
    // Over today's confirmations: nothing changes.
    if (!(await queueConfirmation(config, list, entry, now))) return;
    await model.updateOne({ _id: entry._id }, { $set: state });
    markAudienceChanged();
  });
}
