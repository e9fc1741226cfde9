import type { SubscriptionLink, SubscriptionStatus } from '@fns/contracts';
import type { Config } from '../../config/config';
import { badRequest, notFound } from '../../lib/api-error';
import { oneAtATime } from '../../lib/one-at-a-time';
import { suppress, unsuppress } from '../mail/suppression.model';
import { verifyLinkToken, type LinkClaims, type LinkPurpose } from './link-token';
import { queueWelcome } from './list-mail';
import { LIST_MODELS } from './mailing-lists';
import { statusOf, type SubscriberRow } from './subscription-fields';

export const LINK_NOT_VALID = 'This link is not valid or has expired.';
const WRONG_PURPOSE: Record<LinkPurpose, string> = {
  confirm: 'This link confirms a sign-up; it cannot unsubscribe.',
  unsubscribe: 'This link unsubscribes; it cannot confirm a sign-up.',
};

/** The token's claims, when it is one of ours and current; else a 404 that tells nothing more. */
function claimsOf(config: Config, token: string): LinkClaims {
  const claims = verifyLinkToken(config, token);
  if (!claims) throw notFound(LINK_NOT_VALID);
  return claims;
}

const findEntry = ({ list, id }: LinkClaims) => LIST_MODELS[list].findById(id).lean<SubscriberRow>();

/**
 * What a link is about, for its page; changes nothing. An unsubscribe link whose sign-up was erased
 * still reads as unsubscribed (that address gets nothing from the list); a confirm link's, 404.
 */
export async function describeLink(config: Config, token: string): Promise<SubscriptionLink> {
  const claims = claimsOf(config, token);
  const entry = await findEntry(claims);
  if (!entry && claims.purpose === 'confirm') throw notFound(LINK_NOT_VALID);
  return { list: claims.list, purpose: claims.purpose, status: entry ? statusOf(entry) : 'unsubscribed' };
}

/**
 * The confirm page's POST: a pending (or unsubscribed) sign-up becomes confirmed, leaves the
 * suppression list, and gets its welcome mail. A replay answers the same and sends nothing: the
 * welcome's outbox key is the sign-up's, so even two at once queue one.
 */
export async function confirmSignUp(config: Config, token: string): Promise<SubscriptionStatus> {
  const claims = claimsOf(config, token);
  if (claims.purpose !== 'confirm') throw badRequest(WRONG_PURPOSE.unsubscribe);
  return oneAtATime<SubscriptionStatus>(`subscription:${claims.list}:${claims.id}`, async () => {
    const entry = await findEntry(claims);
    if (!entry) throw notFound(LINK_NOT_VALID);
    if (statusOf(entry) === 'confirmed') return 'confirmed';
    const now = new Date();
    // The welcome first: a crash after it leaves a pending sign-up, whose next confirm queues no second one.
    await queueWelcome(config, claims.list, entry);
    await LIST_MODELS[claims.list].updateOne(
      { _id: entry._id },
      { $set: { status: 'confirmed', confirmedAt: now, unsubscribedAt: null, 'consent.confirmedAt': now } },
    );
    await unsuppress(claims.list, entry.email);
    return 'confirmed';
  });
}

/**
 * The unsubscribe page's POST, and a mail provider's one-click one: the address goes on the list's
 * suppression list and the sign-up is marked unsubscribed. Idempotent; a sign-up erased meanwhile
 * is unsubscribed already.
 */
export async function unsubscribe(config: Config, token: string): Promise<SubscriptionStatus> {
  const claims = claimsOf(config, token);
  if (claims.purpose !== 'unsubscribe') throw badRequest(WRONG_PURPOSE.confirm);
  return oneAtATime<SubscriptionStatus>(`subscription:${claims.list}:${claims.id}`, async () => {
    const entry = await findEntry(claims);
    if (!entry) return 'unsubscribed';
    const now = new Date();
    await suppress(claims.list, entry.email, now);
    if (statusOf(entry) !== 'unsubscribed')
      await LIST_MODELS[claims.list].updateOne({ _id: entry._id }, { $set: { status: 'unsubscribed', unsubscribedAt: now } });
    return 'unsubscribed';
  });
}
