import { isListMember, LEFT_STATUS, type SubscriptionLink, type SubscriptionStatus } from '@fns/contracts';
import type { Config } from '../../config/config';
import { badRequest, notFound } from '../../lib/api-error';
import { exclusively } from '../../lib/leases';
import { suppress, unsuppress } from '../mail/suppression.model';
import { waitlistProgress } from '../invitations/waitlist-progress';
import { creditReferral } from '../waitlist/referrals';
import { waitingCount } from '../waitlist/waitlist-queue';
import { verifyLinkToken, type LinkClaims } from './link-token';
import { queueWelcome } from './list-mail';
import { LIST_MODELS } from './mailing-lists';
import { markAudienceChanged } from '../../lib/audience-changes';
import { statusOf, type SubscriberRow } from './subscription-fields';

export const LINK_NOT_VALID = 'This link is not valid or has expired.';
/** The links of a sign-up's mail that confirm or unsubscribe it (the others have pages of their own). */
type ChangeClaims = LinkClaims & { purpose: 'confirm' | 'unsubscribe' };
const WRONG_PURPOSE: Record<ChangeClaims['purpose'], string> = {
  confirm: 'This link confirms a sign-up; it cannot unsubscribe.',
  unsubscribe: 'This link unsubscribes; it cannot confirm a sign-up.',
};

/** The token's claims, when it is one of ours, current, and confirms or unsubscribes; else a 404 that tells nothing more. */
function claimsOf(config: Config, token: string): ChangeClaims {
  const claims = verifyLinkToken(config, token);
  if (claims?.purpose !== 'confirm' && claims?.purpose !== 'unsubscribe') throw notFound(LINK_NOT_VALID);
  return claims as ChangeClaims;
}

/** A sign-up: its list and id. */
export type EntryRef = Pick<LinkClaims, 'list' | 'id'>;

const findEntry = ({ list, id }: EntryRef) => LIST_MODELS[list].findById(id).lean<SubscriberRow>();

/** Runs the changes to one sign-up one at a time, on any instances (confirm, unsubscribe, erase: see exclusively). */
export const changeEntry = <T>({ list, id }: EntryRef, change: () => Promise<T>): Promise<T> =>
  exclusively<T>(`subscription:${list}:${id}`, change);

/**
 * What a link is about, for its page; changes nothing. An unsubscribe link whose sign-up was erased
 * still reads as unsubscribed (that address gets nothing from the list); a confirm link's, 404.
 */
export async function describeLink(config: Config, token: string): Promise<SubscriptionLink> {
  const claims = claimsOf(config, token);
  const entry = await findEntry(claims);
  if (!entry && claims.purpose === 'confirm') throw notFound(LINK_NOT_VALID);
  return { list: claims.list, purpose: claims.purpose, status: entry ? statusOf(entry) : LEFT_STATUS[claims.list] };
}

/**
 * The confirm page's POST: a pending (or unsubscribed, or removed) sign-up becomes confirmed, leaves
 * the suppression list, and gets its welcome mail (on the wait list: naming its place in line, and
 * crediting the friend who referred it). A replay answers where it stands and sends nothing: the
 * welcome's outbox key is the sign-up's, so even two at once queue one.
 */
export async function confirmSignUp(config: Config, token: string): Promise<SubscriptionStatus> {
  const claims = claimsOf(config, token);
  if (claims.purpose !== 'confirm') throw badRequest(WRONG_PURPOSE.unsubscribe);
  return changeEntry(claims, async (): Promise<SubscriptionStatus> => {
    const entry = await findEntry(claims);
    if (!entry) throw notFound(LINK_NOT_VALID);
    if (isListMember(statusOf(entry))) return statusOf(entry);
    const now = new Date();
    // The newest in line: behind everyone waiting now.
    const position = claims.list === 'waitlist' ? (await waitingCount()) + 1 : undefined;
    // The welcome first: a crash after it leaves a pending sign-up, whose next confirm queues no second one.
    await queueWelcome(config, claims.list, entry, position);
    await LIST_MODELS[claims.list].updateOne(
      { _id: entry._id },
      { $set: { status: 'confirmed', confirmedAt: now, unsubscribedAt: null, 'consent.confirmedAt': now } },
    );
    markAudienceChanged();
    await unsuppress(claims.list, entry.email);
    if (claims.list === 'waitlist') await creditReferral(config, entry, now);
    return 'confirmed';
  });
}

/**
 * The unsubscribe page's POST, and a mail provider's one-click one: the address goes on the list's
 * suppression list and the sign-up is marked as having left (unsubscribed; removed from the wait
 * list). Idempotent; a sign-up erased meanwhile has left already.
 */
export async function unsubscribe(config: Config, token: string): Promise<SubscriptionStatus> {
  const claims = claimsOf(config, token);
  if (claims.purpose !== 'unsubscribe') throw badRequest(WRONG_PURPOSE.confirm);
  return leaveList(claims);
}

/**
 * A sign-up leaves its list (the unsubscribe link; the preference page's buttons): its address goes
 * on the list's suppression list, and it is marked unsubscribed (removed from the wait list, its
 * invitation withdrawn). Idempotent; a sign-up erased meanwhile has left already.
 */
export function leaveList(ref: EntryRef): Promise<SubscriptionStatus> {
  return changeEntry(ref, async (): Promise<SubscriptionStatus> => {
    const entry = await findEntry(ref);
    const left = LEFT_STATUS[ref.list];
    if (!entry) return left;
    const now = new Date();
    await suppress(ref.list, entry.email, now);
    if (statusOf(entry) !== left)
      await LIST_MODELS[ref.list].updateOne({ _id: entry._id }, { $set: { status: left, unsubscribedAt: now } });
    // Off the wait list: out of the invited too (an invitation still out stops working).
    if (ref.list === 'waitlist') await waitlistProgress.erase(ref.id);
    markAudienceChanged();
    return left;
  });
}
