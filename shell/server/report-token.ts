import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { versionsKey } from './live-remotes';
import type { LiveRemotes } from './render/page-assets';

/**
 * The token a page carries for its browser's failure reports (POST /remote-errors): an HMAC of the
 * versions the page was rendered with. Pages are cached and shared, so it names no visitor; a
 * render worker keeps one page config for its set of versions, so it has no time slot either: it
 * is good while those versions are served. Keyed from SITE_SERVER_SECRET, so that every shell
 * server accepts the others' pages' tokens; without it (nothing is counted then: the API refuses
 * the reports) a key of this process's own.
 */
export function reportTokens(siteServerSecret: string | undefined) {
  // Its own key, not the secret itself, which is also a bearer token.
  const key = siteServerSecret ? createHmac('sha256', siteServerSecret).update('remote-error-reports').digest() : randomBytes(32);
  const tokenFor = (remotes: LiveRemotes) => createHmac('sha256', key).update(versionsKey(remotes)).digest('base64url');
  const matches = (token: string, remotes: LiveRemotes) => {
    const given = Buffer.from(token);
    const expected = Buffer.from(tokenFor(remotes));
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  return {
    tokenFor,
    /** The set of versions, among `served`, whose pages carry `token`. */
    setOf: (token: string, served: LiveRemotes[]) => served.find((remotes) => matches(token, remotes)),
  };
}

export type ReportTokens = ReturnType<typeof reportTokens>;
