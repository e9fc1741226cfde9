import sharp from 'sharp';
import { thumbHashToRGBA } from 'thumbhash';

/**
 * The placeholder's longer side, in pixels. thumbhash draws 32, more than a hash of at most 7
 * frequencies a side holds: at 12 a photo's data URL is about 420 characters (thumbhash's own
 * encoder: 3.3 KB), and the browser's smooth upscaling gives the same blur.
 */
const PLACEHOLDER_LONGER_SIDE = 12;
/** Data URLs kept (about 400 bytes each): every image of a few hundred posts. */
const KEPT_PLACEHOLDERS = 1_000;

const kept = new Map<string, string>();

/**
 * The blurred placeholder a ThumbHash (base64) draws, as a `data:image/png;base64,…` URL, for the
 * blog to show until the image loads: shrunk and encoded by sharp (RGB when opaque). Kept per hash
 * (bounded; the oldest goes first), so a list's answer draws each once.
 */
export async function placeholderDataUrl(thumbHash: string): Promise<string> {
  const cached = kept.get(thumbHash);
  if (cached !== undefined) return cached;
  const { w, h, rgba } = thumbHashToRGBA(Buffer.from(thumbHash, 'base64'));
  const image = sharp(Buffer.from(rgba), { raw: { width: w, height: h, channels: 4 } }).resize(
    PLACEHOLDER_LONGER_SIDE,
    PLACEHOLDER_LONGER_SIDE,
    { fit: 'inside' },
  );
  const opaque = rgba.every((value, index) => index % 4 !== 3 || value === 255);
  const png = await (opaque ? image.removeAlpha() : image).png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer();
  const url = `data:image/png;base64,${png.toString('base64')}`;
  if (kept.size >= KEPT_PLACEHOLDERS) kept.delete(kept.keys().next().value!);
  kept.set(thumbHash, url);
  return url;
}
