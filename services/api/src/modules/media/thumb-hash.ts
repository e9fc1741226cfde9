import sharp from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';
import { MAX_INPUT_PIXELS } from './pixel-limit';

/** ThumbHash takes at most 100 x 100 pixels: more would only cost time, the hash keeps a handful of frequencies. */
const THUMB_HASH_MAX_SIDE = 100;

/**
 * The ThumbHash of an image (a file's path or its bytes), in base64: about 25 bytes from its first
 * frame, shrunk to fit 100 x 100, from which the answers draw a blurred placeholder
 * (placeholder-data-url.ts). Around 10 ms for a 1200 x 630 JPEG.
 */
export async function thumbHashOf(image: string | Buffer): Promise<string> {
  const { data, info } = await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS })
    .resize(THUMB_HASH_MAX_SIDE, THUMB_HASH_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return Buffer.from(rgbaToThumbHash(info.width, info.height, data)).toString('base64');
}
