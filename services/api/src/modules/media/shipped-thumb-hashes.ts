import { logger } from '../../lib/logger';
import { MEDIA_DIR, resolveMediaImage } from './media-file';
import { thumbHashOf } from './thumb-hash';

/** By file: a dozen images that never change while the service runs, so each is hashed once and kept. */
const hashes = new Map<string, Promise<string | null>>();

function hashOnce(file: string): Promise<string | null> {
  let hash = hashes.get(file);
  if (!hash) {
    hash = thumbHashOf(file).catch((error: unknown) => {
      logger.warn({ err: error, file }, 'A shipped image could not be read for its placeholder');
      return null;
    });
    hashes.set(file, hash);
  }
  return hash;
}

/** The ThumbHash of the shipped image at /api/media/{mediaPath} (its segments URL-encoded); null when there is none. */
export async function shippedThumbHash(mediaPath: string): Promise<string | null> {
  let file: string;
  try {
    file = await resolveMediaImage(MEDIA_DIR, mediaPath.split('/').map(decodeURIComponent));
  } catch {
    return null; // no such image (or a malformed escape): no placeholder
  }
  return hashOnce(file);
}
