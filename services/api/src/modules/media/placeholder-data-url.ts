import { thumbHashToRGBA } from 'thumbhash';
import { encodePng } from './placeholder-png';

/**
 * The placeholder's longer side, in pixels. thumbhash draws 32 (a data URL of 3.3 KB with its own
 * encoder, 1.3 KB deflated), more than a hash of at most 7 frequencies a side holds: at 12 a photo's
 * data URL is 350 to 400 characters, and the browser's smooth upscaling gives the same blur.
 */
const PLACEHOLDER_LONGER_SIDE = 12;
/** Data URLs kept (about 400 bytes each): every image of a few hundred posts. */
const KEPT_PLACEHOLDERS = 1_000;

interface Pixels {
  w: number;
  h: number;
  rgba: Uint8Array;
}

/** The image shrunk so its longer side is `longer` pixels, each the average of the pixels it covers. */
function shrink({ w, h, rgba }: Pixels, longer: number): Pixels {
  const scale = Math.min(1, longer / Math.max(w, h));
  const [width, height] = [Math.max(1, Math.round(w * scale)), Math.max(1, Math.round(h * scale))];
  const out = new Uint8Array(width * height * 4);
  const span = (index: number, size: number, from: number) => {
    const start = Math.floor((index * from) / size);
    return [start, Math.max(start + 1, Math.floor(((index + 1) * from) / size))] as const;
  };
  for (let y = 0; y < height; y++) {
    const [top, bottom] = span(y, height, h);
    for (let x = 0; x < width; x++) {
      const [left, right] = span(x, width, w);
      for (let channel = 0; channel < 4; channel++) {
        let sum = 0;
        for (let sy = top; sy < bottom; sy++) for (let sx = left; sx < right; sx++) sum += rgba[(sy * w + sx) * 4 + channel]!;
        out[(y * width + x) * 4 + channel] = Math.round(sum / ((bottom - top) * (right - left)));
      }
    }
  }
  return { w: width, h: height, rgba: out };
}

const kept = new Map<string, string>();

/**
 * The blurred placeholder a ThumbHash (base64) draws, as a `data:image/png;base64,…` URL of about
 * 400 characters, for the blog to show until the image loads. Kept per hash (a few hundred bytes
 * each, bounded; the oldest goes first), so a list's answer draws each once.
 */
export function placeholderDataUrl(thumbHash: string): string {
  const cached = kept.get(thumbHash);
  if (cached !== undefined) return cached;
  const { w, h, rgba } = shrink(thumbHashToRGBA(Buffer.from(thumbHash, 'base64')), PLACEHOLDER_LONGER_SIDE);
  const url = `data:image/png;base64,${encodePng(w, h, rgba).toString('base64')}`;
  if (kept.size >= KEPT_PLACEHOLDERS) kept.delete(kept.keys().next().value!);
  kept.set(thumbHash, url);
  return url;
}
