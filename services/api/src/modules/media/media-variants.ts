import sharp from 'sharp';
import type { MediaWidth } from '@fns/contracts/media-widths';
import { isPixelLimitError, MAX_INPUT_PIXELS, tooManyPixels } from './pixel-limit';
import { VariantCache } from './variant-cache';

const WEBP_QUALITY = 72;
const CACHED_VARIANTS = 100;

/**
 * Resizes an image (a file's path or its bytes) to `width`, never enlarging, aspect ratio kept, and
 * encodes it as WebP; an animated image stays animated.
 */
export async function resizeToWebp(image: string | Buffer, width: MediaWidth): Promise<Buffer> {
  try {
    return await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS, animated: true })
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
  } catch (error) {
    if (isPixelLimitError(error)) throw tooManyPixels();
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
