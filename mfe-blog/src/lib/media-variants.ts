import { MEDIA_WIDTHS } from '@fns/contracts/media-widths';

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
