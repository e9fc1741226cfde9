import sharp from 'sharp';
import { ApiError } from '../../lib/api-error';
import type { MediaWidth } from './media-widths';
import { VariantCache } from './variant-cache';

const WEBP_QUALITY = 72;
const CACHED_VARIANTS = 100;
/**
 * Decoding cost grows with the pixels a file declares, not with its size: a 50 KB PNG can hold
 * 50 megapixels. Set explicitly (sharp's default is 268 megapixels); a 48-megapixel phone photo still fits.
 */
const MAX_INPUT_PIXELS = 50_000_000;
// sharp's error for it carries no code, only this message.
const PIXEL_LIMIT_ERROR = 'Input image exceeds pixel limit';

/** Resizes an image to `width` (never enlarging, aspect ratio kept) and encodes it as WebP. */
export async function resizeToWebp(file: string, width: MediaWidth): Promise<Buffer> {
  try {
    return await sharp(file, { limitInputPixels: MAX_INPUT_PIXELS })
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
  } catch (error) {
    if (error instanceof Error && error.message === PIXEL_LIMIT_ERROR) {
      throw new ApiError(422, `The image is too large to process (more than ${MAX_INPUT_PIXELS / 1_000_000} million pixels).`);
    }
    throw error;
  }
}

/**
 * WebP variants of the shipped media, kept in memory: resizing costs tens of milliseconds of CPU
 * per request, while the files are the few images shipped with the service (they do not change
 * while it runs), so a small bounded cache holds every variant the site asks for.
 */
export class MediaVariants {
  constructor(private readonly cache = new VariantCache<Buffer>(CACHED_VARIANTS)) {}

  get(file: string, width: MediaWidth): Promise<Buffer> {
    return this.cache.get(`${file}\0${width}`, () => resizeToWebp(file, width));
  }

  stats(): { size: number; produced: number } {
    return this.cache.stats();
  }
}
