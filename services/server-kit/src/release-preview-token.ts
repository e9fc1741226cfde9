import { createHmac, timingSafeEqual } from 'node:crypto';
import { type PreviewPin, previewTokenSchema } from '@fns/contracts';

/** Where a preview link opens on a shell (`?token=…&to=/path`), and the cookie that then pins the versions for that browser. */
export const RELEASE_PREVIEW_PATH = '/release-preview';
export const RELEASE_PREVIEW_COOKIE = 'fns_release_preview';

export type PreviewReading = { pins: PreviewPin[]; expiresAt: number } | { problem: 'invalid' | 'expired' };

/**
 * The signed token of a release preview link: the pinned releases (each with the manifest URL and
 * sha256 the registry recorded, so a shell loads exactly what was registered without asking the
 * API) and an expiry, as base64url JSON with an HMAC-SHA256. The API signs, every shell server
 * verifies: the key is derived from SITE_SERVER_SECRET (never the secret itself, a bearer token).
 */
export function releasePreviewTokens(siteServerSecret: string) {
  const key = createHmac('sha256', siteServerSecret).update('release-previews').digest();
  const macOf = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    sign(pins: PreviewPin[], expiresAt: Date): string {
      const payload = Buffer.from(JSON.stringify({ pins, expiresAt: expiresAt.getTime() })).toString('base64url');
      return `${payload}.${macOf(payload)}`;
    },
    read(token: string, now = Date.now()): PreviewReading {
      const [payload, mac, extra] = token.split('.');
      if (!payload || !mac || extra !== undefined) return { problem: 'invalid' };
      const given = Buffer.from(mac);
      const expected = Buffer.from(macOf(payload));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { problem: 'invalid' };
      let parsed: unknown;
      try {
        parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        return { problem: 'invalid' };
      }
      const reading = previewTokenSchema.safeParse(parsed).data;
      if (!reading) return { problem: 'invalid' };
      return reading.expiresAt <= now ? { problem: 'expired' } : reading;
    },
  };
}

export type ReleasePreviewTokens = ReturnType<typeof releasePreviewTokens>;
