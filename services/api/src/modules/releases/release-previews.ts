import { type PreviewPin, type PreviewRequest, type ReleasePreview, routesOf } from '@fns/contracts';
import { RELEASE_PREVIEW_PATH, releasePreviewTokens, releaseUrlProblem, type ReleaseOrigins } from '@fns/server-kit';
import { conflict, serviceUnavailable } from '../../lib/api-error';
import { findVersion } from './releases.service';

export const PREVIEW_NEEDS_SECRET =
  'Release previews need SITE_SERVER_SECRET, the same on the API and every shell server: the shells could not tell a preview link from a forged one.';

/**
 * A link that pins registered versions in the browser that opens it (the other remotes stay on
 * their live version) until `ttlMs` from now. Every version must be registered (404), with its
 * files' sha256 recorded and on an origin RELEASE_ORIGINS lists (409): a shell loads nothing else.
 * The link opens the first pinned remote's first public page.
 */
export async function previewLink(
  { pins }: PreviewRequest,
  { siteServerSecret, siteUrl, ttlMs, policy }: { siteServerSecret: string | undefined; siteUrl: string; ttlMs: number; policy: ReleaseOrigins },
): Promise<ReleasePreview> {
  if (!siteServerSecret) throw serviceUnavailable(PREVIEW_NEEDS_SECRET);
  const pinned: PreviewPin[] = [];
  for (const { remote, version } of pins) {
    const release = await findVersion(remote, version);
    if (!release.integrity) throw conflict(`${remote} ${version} was registered before its files' sha256 were recorded: register it again.`);
    const problem = releaseUrlProblem(release.manifestUrl, policy);
    if (problem) throw conflict(`${remote} ${version} cannot be previewed: ${problem}`);
    pinned.push({ remote, version, manifestUrl: release.manifestUrl, integrity: release.integrity.manifest });
  }
  const expiresAt = new Date(Date.now() + ttlMs);
  const token = releasePreviewTokens(siteServerSecret).sign(pinned, expiresAt);
  const landing = routesOf(pinned[0]!.remote).find((route) => !route.private && !route.path.includes(':'))?.path ?? '/';
  const url = new URL(RELEASE_PREVIEW_PATH, `${siteUrl}/`);
  url.searchParams.set('token', token);
  url.searchParams.set('to', landing);
  return { url: url.href, expiresAt: expiresAt.toISOString(), pins: pins.map(({ remote, version }) => ({ remote, version })) };
}
