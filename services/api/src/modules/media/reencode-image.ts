import sharp, { type Sharp } from 'sharp';
import { ApiError } from '../../lib/api-error';
import { DAMAGED, decodeBmp, UnreadableImageError, type RgbaImage } from './dib-decoder';
import { decodeIco } from './ico-decoder';
import type { ImageFormat } from './image-format';
import { isPixelLimitError, MAX_INPUT_PIXELS, tooManyPixels } from './pixel-limit';

/** The formats images are stored in: the uploaded one where sharp writes it, PNG for BMP and ICO (which it only reads through our decoders). */
type StoredFormat = 'png' | 'jpeg' | 'gif' | 'webp';
const STORED_FORMAT: Record<ImageFormat, StoredFormat> = { png: 'png', jpeg: 'jpeg', gif: 'gif', webp: 'webp', bmp: 'png', ico: 'png' };
/** Lossy formats are encoded again, so at a high quality: the loss is the upload's, not ours. */
const QUALITY = 90;
/** GIF and WebP keep every frame, with its delay and the loop count. */
const ANIMATED = new Set<ImageFormat>(['gif', 'webp']);

export interface ReencodedImage {
  bytes: Buffer;
  /** The MIME type of the bytes. */
  type: `image/${StoredFormat}`;
  width: number;
  /** Of one frame, for an animation. */
  height: number;
}

const fromPixels = ({ width, height, data }: RgbaImage) => sharp(data, { raw: { width, height, channels: 4 } });

function decoded(bytes: Buffer, format: ImageFormat): Sharp {
  const limits = { limitInputPixels: MAX_INPUT_PIXELS };
  if (format === 'bmp') return fromPixels(decodeBmp(bytes));
  if (format === 'ico') {
    const icon = decodeIco(bytes);
    return 'png' in icon ? sharp(icon.png, limits) : fromPixels(icon.rgba);
  }
  return sharp(bytes, { ...limits, animated: ANIMATED.has(format) });
}

/**
 * Decodes and encodes the image again, turned upright as its EXIF orientation says. Nothing of the
 * upload but its pixels (and animation) survives: sharp writes no EXIF, GPS, XMP, ICC or comment
 * unless asked to, so a photo's location and camera details are gone.
 */
export async function reencodeImage(bytes: Buffer, format: ImageFormat): Promise<ReencodedImage> {
  const stored = STORED_FORMAT[format];
  try {
    const { data, info } = await decoded(bytes, format)
      .rotate()
      .toFormat(stored, stored === 'jpeg' || stored === 'webp' ? { quality: QUALITY } : {})
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, type: `image/${stored}`, width: info.width, height: info.pageHeight ?? info.height };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (isPixelLimitError(error)) throw tooManyPixels();
    // Past the magic number, whatever sharp or our decoders cannot read is the upload's fault, not a server error.
    throw new ApiError(422, error instanceof UnreadableImageError ? error.message : DAMAGED);
  }
}
