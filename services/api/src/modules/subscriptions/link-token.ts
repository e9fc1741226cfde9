import { createHmac, timingSafeEqual } from 'node:crypto';
import { MAILING_LISTS, type MailingList } from '@fns/contracts';
import { INVITE_CODE_PARAM } from '@fns/contracts/remotes';
import type { Config } from '../../config/config';

/**
 * What a link does: confirm a sign-up, unsubscribe it, show a wait list entry's standing, refer a
 * friend to the wait list, (its id an invitation's) join, or open the preference page of the
 * sign-up's address. New purposes go at the end: a token carries its purpose's index.
 */
export const LINK_PURPOSES = ['confirm', 'unsubscribe', 'status', 'refer', 'invite', 'preferences'] as const;
export type LinkPurpose = (typeof LINK_PURPOSES)[number];

export interface LinkClaims {
  list: MailingList;
  /** The sign-up's id (24 hexadecimal characters). */
  id: string;
  purpose: LinkPurpose;
}

const VERSION = 1;
const ID_BYTES = 12;
const HEADER_BYTES = 3;
const EXPIRY_BYTES = 4;
const MAC_BYTES = 32;
/** Longer than any token issued: anything longer is refused before it is decoded. */
const MAX_TOKEN_CHARS = 128;

/** The links' own key, derived from JWT_SECRET: a token of one kind can never pass for the other. */
const keyOf = (config: Config) => createHmac('sha256', config.jwt.secret).update('mail-links').digest();
const macOf = (config: Config, payload: Buffer) => createHmac('sha256', keyOf(config)).update(payload).digest();

/**
 * A mail link's token: base64url of [version, list, purpose, the sign-up's 12-byte id, (confirm
 * only) the expiry in Unix seconds, 4 bytes], then HMAC-SHA256 of all that. 66 or 72 characters,
 * no dots (the site's link pages take [A-Za-z0-9_-] only). Only confirm links expire.
 */
export function signLinkToken(config: Config, { list, id, purpose }: LinkClaims, now = Date.now()): string {
  const header = Buffer.from([VERSION, MAILING_LISTS.indexOf(list), LINK_PURPOSES.indexOf(purpose)]);
  const parts = [header, Buffer.from(id, 'hex')];
  if (purpose === 'confirm') {
    const expiry = Buffer.alloc(EXPIRY_BYTES);
    expiry.writeUInt32BE(Math.floor((now + config.mail.confirmTtlMs) / 1000));
    parts.push(expiry);
  }
  const payload = Buffer.concat(parts);
  return Buffer.concat([payload, macOf(config, payload)]).toString('base64url');
}

/** The claims of a token this service signed and that has not expired; undefined for anything else. */
export function verifyLinkToken(config: Config, token: string, now = Date.now()): LinkClaims | undefined {
  if (token.length > MAX_TOKEN_CHARS || !/^[A-Za-z0-9_-]+$/.test(token)) return undefined;
  const bytes = Buffer.from(token, 'base64url');
  // Only the canonical spelling: no two tokens decode alike.
  if (bytes.length <= MAC_BYTES || bytes.toString('base64url') !== token) return undefined;
  const payload = bytes.subarray(0, bytes.length - MAC_BYTES);
  const mac = bytes.subarray(bytes.length - MAC_BYTES);
  if (!timingSafeEqual(mac, macOf(config, payload))) return undefined;

  const [version, listIndex, purposeIndex] = payload;
  const list = MAILING_LISTS[listIndex ?? -1];
  const purpose = LINK_PURPOSES[purposeIndex ?? -1];
  if (version !== VERSION || !list || !purpose) return undefined;
  const expected = HEADER_BYTES + ID_BYTES + (purpose === 'confirm' ? EXPIRY_BYTES : 0);
  if (payload.length !== expected) return undefined;
  if (purpose === 'confirm' && payload.readUInt32BE(HEADER_BYTES + ID_BYTES) * 1000 <= now) return undefined;
  return { list, id: payload.subarray(HEADER_BYTES, HEADER_BYTES + ID_BYTES).toString('hex'), purpose };
}

/** Where each kind of link opens (a referral link: any page of the site, which remembers it for the wait list form). */
const LINK_PAGES: Record<LinkPurpose, (config: Config) => string> = {
  confirm: ({ siteUrl }) => `${siteUrl}/confirm/`,
  unsubscribe: ({ siteUrl }) => `${siteUrl}/unsubscribe/`,
  status: ({ siteUrl }) => `${siteUrl}/waitlist/status/`,
  refer: ({ siteUrl }) => `${siteUrl}/?ref=`,
  invite: ({ waitlist }) => `${waitlist.inviteUrl}${waitlist.inviteUrl.includes('?') ? '&' : '?'}${INVITE_CODE_PARAM}=`,
  preferences: ({ siteUrl }) => `${siteUrl}/preferences/`,
};

/** The link to the page, e.g. PUBLIC_SITE_URL/confirm/{token}. */
export const linkUrl = (config: Config, claims: LinkClaims, now?: number) =>
  `${LINK_PAGES[claims.purpose](config)}${signLinkToken(config, claims, now)}`;
