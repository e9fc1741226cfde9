import sharp from 'sharp';
import type { MediaWidth } from './media-widths';
import { VariantCache } from './variant-cache';

const WEBP_QUALITY = 72;
const CACHED_VARIANTS = 100;

/** Resizes an image to `width` (never enlarging, aspect ratio kept) and encodes it as WebP. */
export function resizeToWebp(file: string, width: MediaWidth): Promise<Buffer> {
  return sharp(file).resize({ width, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY }).toBuffer();
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
