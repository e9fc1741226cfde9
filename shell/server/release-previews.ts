import type { PreviewPin, RemoteName } from '@fns/contracts';
import {
  RELEASE_PREVIEW_COOKIE,
  RELEASE_PREVIEW_PATH,
  releasePreviewTokens,
  type PreviewReading,
  type ReleaseOrigins,
} from '@fns/server-kit';
import express, { type Request, type RequestHandler, type Response } from 'express';
import { escapeMarkup } from './seo/escape';
import { fetchManifest } from './live-remotes';
import type { LiveRemotes } from './render/page-assets';
import { REQUESTER_ONLY_CACHE_CONTROL } from './site-url';

/** What a valid preview cookie pins, as the request's `res.locals.releasePreview`. */
export type PinnedPreview = { pins: PreviewPin[]; expiresAt: number };

/** Manifests of pinned releases kept: a version's manifest never changes, so each is fetched once. */
const MANIFESTS_KEPT = 20;
const LEAVE_PATH = `${RELEASE_PREVIEW_PATH}/leave`;

const cookieOf = (req: Request) =>
  new RegExp(`(?:^|;\\s*)${RELEASE_PREVIEW_COOKIE}=([\\w.-]{1,4000})(?:;|$)`).exec(req.headers.cookie ?? '')?.[1];

/** A path on this site to go to (never another origin: `//host` and `/\host` are refused), else the home page. */
const sitePath = (value: unknown) => (typeof value === 'string' && /^\/(?![/\\])/.test(value) && value.length <= 2000 ? value : '/');

/** A page that says why a preview link was refused, with the way back to the site. */
function refusal(res: Response, status: number, title: string, text: string): void {
  res
    .status(status)
    .set({ 'Cache-Control': REQUESTER_ONLY_CACHE_CONTROL, 'X-Robots-Tag': 'noindex' })
    .type('html')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${escapeMarkup(title)} · Founders Never Solo</title></head>` +
        `<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5">` +
        `<main><h1>${escapeMarkup(title)}</h1><p>${escapeMarkup(text)}</p><p><a href="/">Go to the site</a></p></main></body></html>`,
    );
}

const REFUSALS: Record<Extract<PreviewReading, { problem: string }>['problem'], [number, string, string]> = {
  invalid: [400, 'This preview link is not valid', 'It may have been cut short or changed. Ask for a new link on the Releases screen.'],
  expired: [410, 'This preview link has expired', 'Preview links work for a limited time. Ask for a new link on the Releases screen.'],
};

/**
 * Release previews on this shell: a link the API signed (`/release-preview?token=…&to=/path`)
 * sets a cookie that pins its registered versions in that browser until the link expires; every
 * page for that browser is then rendered and loaded with them (the other remotes stay live), for
 * it alone. A tampered, expired or unloadable link is refused with a page that says so; "Leave
 * preview" (a form on the banner) ends it. Without SITE_SERVER_SECRET no link can be trusted:
 * previews are off.
 */
export function releasePreviews({
  siteServerSecret,
  policy,
  warm,
  fetchTimeoutMs = 2_000,
}: {
  siteServerSecret: string | undefined;
  /** RELEASE_ORIGINS: a pinned release is fetched from there only, as a promoted one is. */
  policy: ReleaseOrigins;
  /** Starts the render worker of the pinned versions, so the first page is not kept waiting for it. */
  warm: (pinned: LiveRemotes) => Promise<unknown>;
  fetchTimeoutMs?: number;
}) {
  const tokens = siteServerSecret ? releasePreviewTokens(siteServerSecret) : undefined;
  const manifests = new Map<string, ReturnType<typeof fetchManifest>>();

  /** The pinned releases as the server renders them: each manifest fetched once, as registered (sha256, remote and version). */
  async function remotesOf(pins: PreviewPin[]): Promise<LiveRemotes> {
    const entries = await Promise.all(
      pins.map(async (pin) => {
        const key = `${pin.remote}@${pin.version} ${pin.integrity}`;
        let manifest = manifests.get(key);
        if (!manifest) {
          manifest = fetchManifest(pin.manifestUrl, { policy, timeoutMs: fetchTimeoutMs, pinned: pin });
          manifests.set(key, manifest);
          manifest.catch(() => manifests.delete(key));
          if (manifests.size > MANIFESTS_KEPT) manifests.delete(manifests.keys().next().value!);
        }
        return [pin.remote, { manifestUrl: pin.manifestUrl, manifest: await manifest }] as const;
      }),
    );
    return Object.fromEntries(entries);
  }

  const open: RequestHandler = async (req, res) => {
    if (!tokens)
      return refusal(res, 503, 'Release previews are off', 'This server has no SITE_SERVER_SECRET, so it cannot trust a preview link.');
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    const reading = tokens.read(token);
    if ('problem' in reading) return refusal(res, ...REFUSALS[reading.problem]);
    try {
      await warm(await remotesOf(reading.pins));
    } catch (error) {
      const named = reading.pins.map((pin) => `${pin.remote} ${pin.version}`).join(', ');
      return refusal(res, 502, 'This release cannot be previewed', `${named} could not be loaded: ${(error as Error).message}.`);
    }
    res.cookie(RELEASE_PREVIEW_COOKIE, token, {
      expires: new Date(reading.expiresAt),
      httpOnly: true,
      sameSite: 'lax',
      secure: req.secure,
      path: '/',
    });
    res.set('Cache-Control', REQUESTER_ONLY_CACHE_CONTROL).redirect(303, sitePath(req.query.to));
  };

  const leave: RequestHandler = (req, res) => {
    res.clearCookie(RELEASE_PREVIEW_COOKIE, { path: '/' });
    res.redirect(303, sitePath((req.body as Record<string, unknown> | undefined)?.to));
  };

  return {
    routes: express
      .Router()
      .get(RELEASE_PREVIEW_PATH, open)
      .post(LEAVE_PATH, express.urlencoded({ extended: false, limit: '4kb' }), leave),
    /** Reads the preview cookie into `res.locals.releasePreview`; one that is no longer valid (expired, another secret) is cleared. */
    fromCookie: ((req, res, next) => {
      const token = tokens && cookieOf(req);
      if (token) {
        const reading = tokens.read(token);
        if ('problem' in reading) res.clearCookie(RELEASE_PREVIEW_COOKIE, { path: '/' });
        else res.locals.releasePreview = reading satisfies PinnedPreview;
      }
      next();
    }) satisfies RequestHandler,
    remotesOf,
  };
}

/** The preview a request's browser has pinned, if any (read by `fromCookie`). */
export const pinnedPreview = (res: Response): PinnedPreview | undefined => res.locals.releasePreview as PinnedPreview | undefined;
/** The remotes a preview pins. */
export const pinnedRemotes = (preview: PinnedPreview): RemoteName[] => preview.pins.map((pin) => pin.remote);
