import { keepTabValue, readTabValue } from '../../lib/tab-storage';

/**
 * A wait list member's referral link is the site with `?ref={their token}`: the visitor it brings
 * is credited to them when they join. The token is kept for the tab's session (sessionStorage), so
 * the visitor may look around before joining.
 */
export const REFERRAL_PARAM = 'ref';
export const REFERRAL_STORAGE_KEY = 'waitlist-referral';
// A link token's shape (base64url), so that no other value is kept or sent.
const REFERRAL_TOKEN = /^[A-Za-z0-9_-]{16,256}$/;

/** Keeps the referral of the address the site was opened at, if it has one (in the browser, once at start). */
export function rememberReferral(search: string = window.location.search): void {
  const referral = new URLSearchParams(search).get(REFERRAL_PARAM);
  if (referral !== null && REFERRAL_TOKEN.test(referral)) keepTabValue(REFERRAL_STORAGE_KEY, referral);
}

/** The referral this tab came with; undefined without one, or without storage (the server). */
export function storedReferral(): string | undefined {
  const referral = readTabValue(REFERRAL_STORAGE_KEY);
  return referral !== null && REFERRAL_TOKEN.test(referral) ? referral : undefined;
}
