/**
 * The widths the API resizes its own images to, as WebP (`/api/media/{path}?w=480`). Mirrors
 * services/api/src/modules/media/media-widths.ts; a test keeps the two in step.
 */
export const MEDIA_WIDTHS = [480, 800, 1200] as const;

const OWN_MEDIA_PREFIX = '/api/media/';

/**
 * The `srcset` of a post image the site hosts itself, so a phone downloads a variant near its
 * display size instead of the 1200-pixel original. Images an editor linked from elsewhere (or
 * URLs that already carry a query) have no variants: undefined.
 */
export function mediaSrcSet(url: string): string | undefined {
  if (!url.startsWith(OWN_MEDIA_PREFIX) || url.includes('?') || url.includes('#')) return undefined;
  return MEDIA_WIDTHS.map((width) => `${url}?w=${width} ${width}w`).join(', ');
}
