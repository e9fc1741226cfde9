import sharp from 'sharp';
import type { MediaWidth } from '@fns/contracts/media-widths';
import { isPixelLimitError, MAX_INPUT_PIXELS, tooManyPixels } from './pixel-limit';
import { VariantCache } from './variant-cache';
import type { VariantFormat } from './variant-format';

const WEBP_OPTIONS = { quality: 72 };
/**
 * As sharp's default, 4:4:4 chroma would cost bytes WebP (always 4:2:0) does not spend. Quality 54
 * matches WebP 72's luma SSIM on the shipped photos (0.975) in about 25% fewer bytes; effort 2
 * takes a quarter of a second of one core for a 1200-pixel variant, where sharp's default (4) takes
 * 1.5 s for 5% fewer bytes (figures in docs/api.md, "Image variants").
 */
const AVIF_OPTIONS = { quality: 54, effort: 2, chromaSubsampling: '4:2:0' };
/** Each shipped image at each width in both formats (12 x 3 x 2 today), with room to spare. */
const CACHED_VARIANTS = 100;

/** A variant's bytes and their MIME type. */
export interface Variant {
  type: `image/${VariantFormat}`;
  bytes: Buffer;
}

/**
 * Resizes an image (a file's path or its bytes) to `width`, never enlarging, aspect ratio kept, and
 * encodes it as `format`; an animated image stays animated. Null for AVIF of an animation: sharp
 * would stack its frames into one tall still, so an animation has WebP variants only.
 */
export async function resizeImage(image: string | Buffer, width: MediaWidth, format: VariantFormat): Promise<Buffer | null> {
  try {
    const input = sharp(image, { limitInputPixels: MAX_INPUT_PIXELS, animated: true });
    if (format === 'avif' && ((await input.metadata()).pages ?? 1) > 1) return null;
    const resized = input.resize({ width, withoutEnlargement: true });
    return await (format === 'avif' ? resized.avif(AVIF_OPTIONS) : resized.webp(WEBP_OPTIONS)).toBuffer();
  } catch (error) {
    if (isPixelLimitError(error)) throw tooManyPixels();
    throw error;
  }
}

/**
 * Variants of the shipped media, kept in memory: resizing costs tens of milliseconds of CPU per
 * request (AVIF hundreds), while the files are the few images shipped with the service (they do
 * not change while it runs), so a small bounded cache holds every variant the site asks for.
 */
export class MediaVariants {
  constructor(private readonly cache = new VariantCache<Variant>(CACHED_VARIANTS)) {}

  /** The variant of `file` at `width` in `format`, or in WebP when AVIF cannot hold it (an animation). */
  get(file: string, width: MediaWidth, format: VariantFormat): Promise<Variant> {
    return this.cache.get(`${file}\0${width}\0${format}`, async () => {
      const bytes = await resizeImage(file, width, format);
      return bytes ? { type: `image/${format}`, bytes } : this.get(file, width, 'webp');
    });
  }

  stats(): { size: number; produced: number } {
    return this.cache.stats();
  }
}
