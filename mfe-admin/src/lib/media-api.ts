import { guarded, readJson, sendAdmin } from './api-client';
import { MEDIA_ERRORS } from './api-messages';
import type { MediaImage, MediaPage } from './media-types';

/** SPEC section 5: the file types an image picker offers (the library also takes WebP). */
export const IMAGE_ACCEPT = 'image/png,image/gif,image/jpeg,image/bmp,image/x-icon';

/** Images per page of the library: three rows of the picker's grid at its widest (four columns), six on a phone. */
export const MEDIA_PAGE_SIZE = 12;

/** The smallest of the WebP widths the API serves an image at (`?w=`), enough for a thumbnail. */
const THUMBNAIL_WIDTH = 480;
const LIBRARY_PATH = /^\/api\/uploads\/[0-9a-f]{24}$/i;

/** An image's thumbnail: its smallest WebP variant. */
export const thumbnailUrl = (url: string) => `${url}?w=${THUMBNAIL_WIDTH}`;

/** The thumbnail of an image of the library on this site (`value` absolute, as the image fields hold it); null for any other URL. */
export function libraryThumbnailOf(value: string, origin: string): string | null {
  try {
    const url = new URL(value);
    return url.origin === origin && LIBRARY_PATH.test(url.pathname) && !url.search ? thumbnailUrl(url.pathname) : null;
  } catch {
    return null; // not a URL (yet): nothing to show
  }
}

/** GET /api/admin/media?page=&pageSize=: a page of the library, newest first. */
export function fetchMediaPage(page: number): Promise<MediaPage> {
  return guarded(MEDIA_ERRORS.load, async () =>
    readJson<MediaPage>(await sendAdmin(`/admin/media?page=${page}&pageSize=${MEDIA_PAGE_SIZE}`, MEDIA_ERRORS)),
  );
}

/** POST /api/admin/media with the file in the form field `file`; the server names what it refuses (415, 413, 422). */
export function uploadImage(file: File): Promise<MediaImage> {
  const form = new FormData();
  form.append('file', file);
  return guarded(MEDIA_ERRORS.upload, async () =>
    readJson<MediaImage>(await sendAdmin('/admin/media', MEDIA_ERRORS, { method: 'POST', body: form })),
  );
}
