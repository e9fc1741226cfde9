import { checkPixelLimit } from './pixel-limit';

/**
 * sharp's prebuilt libvips reads neither BMP nor ICO (no ImageMagick), so their bitmaps (DIBs)
 * are decoded here into raw pixels for sharp to encode. Covered: the BITMAPINFOHEADER family
 * (V2 to V5), 1, 4 and 8 bits with a palette, 16 and 32 bits with or without bit fields, 24 bits,
 * bottom-up and top-down rows, and an icon's AND mask. Not covered (refused as unreadable): OS/2
 * headers and compressed bitmaps (RLE, or JPEG/PNG inside a BMP), which image editors no longer write.
 */

/** Raw pixels, 4 bytes each (red, green, blue, alpha), rows from top to bottom. */
export interface RgbaImage {
  width: number;
  height: number;
  data: Buffer;
}

/** Bytes that are not a complete image of the format they claim; the message is for the uploader. */
export class UnreadableImageError extends Error {}

export const DAMAGED = 'The image could not be read: it is damaged or incomplete.';
const unsupportedBmp = (what: string) =>
  new UnreadableImageError(`The image is a BMP with ${what}, which the service does not read: save it as PNG and upload that.`);

const BI_RGB = 0;
const BI_BITFIELDS = 3;
const BI_ALPHABITFIELDS = 6;
const INFO_HEADER_SIZE = 40;
const DEFAULT_MASKS: Record<number, readonly [number, number, number]> = {
  16: [0x7c00, 0x03e0, 0x001f],
  32: [0x00ff0000, 0x0000ff00, 0x000000ff],
};

/** Reads the bits `mask` selects from a pixel value, scaled to 0-255. */
function channel(mask: number): (value: number) => number {
  if (mask === 0) return () => 0;
  let shift = 0;
  while (((mask >>> shift) & 1) === 0) shift++;
  const max = mask >>> shift;
  return (value) => Math.round((((value & mask) >>> shift) * 255) / max);
}

interface DibLayout {
  width: number;
  height: number;
  topDown: boolean;
  bitsPerPixel: number;
  /** Red, green, blue and alpha bit masks, for 16 and 32 bits a pixel. */
  masks: readonly [number, number, number, number] | null;
  /** 32 bits without bit fields: the byte after blue, "unused" by the format, yet alpha in icons and in some BMPs. */
  fourthByteMayBeAlpha: boolean;
  palette: Buffer | null;
  pixelStart: number;
  stride: number;
}

const need = (bytes: Buffer, end: number) => {
  if (end > bytes.length) throw new UnreadableImageError(DAMAGED);
};

/** Where everything is: `headerStart` is where the DIB header begins, `pixelStart` where the pixels do when a file header says so. */
function readLayout(bytes: Buffer, headerStart: number, pixelStart: number | undefined, icon: boolean): DibLayout {
  need(bytes, headerStart + 4);
  const headerSize = bytes.readUInt32LE(headerStart);
  if (headerSize < INFO_HEADER_SIZE) throw unsupportedBmp('an OS/2 header');
  need(bytes, headerStart + INFO_HEADER_SIZE);
  const width = bytes.readInt32LE(headerStart + 4);
  const storedHeight = bytes.readInt32LE(headerStart + 8);
  const bitsPerPixel = bytes.readUInt16LE(headerStart + 14);
  const compression = bytes.readUInt32LE(headerStart + 16);
  const colorsUsed = bytes.readUInt32LE(headerStart + 32);
  // An icon's height counts its colour bitmap and its AND mask, one above the other.
  const height = icon ? storedHeight / 2 : Math.abs(storedHeight);
  if (width <= 0 || height <= 0 || !Number.isInteger(height)) throw new UnreadableImageError(DAMAGED);
  checkPixelLimit(width, height);

  const bitFields = compression === BI_BITFIELDS || compression === BI_ALPHABITFIELDS;
  if (!(compression === BI_RGB || bitFields)) throw unsupportedBmp('compressed pixels (RLE, JPEG or PNG)');
  if (![1, 4, 8, 16, 24, 32].includes(bitsPerPixel) || (bitFields && bitsPerPixel !== 16 && bitsPerPixel !== 32)) {
    throw new UnreadableImageError(DAMAGED);
  }

  // Bit fields follow a BITMAPINFOHEADER; later headers hold them at the same place, inside the header.
  const maskBytes = !bitFields ? 0 : compression === BI_ALPHABITFIELDS || headerSize >= 56 ? 16 : 12;
  const masksEnd = headerStart + Math.max(headerSize, INFO_HEADER_SIZE + maskBytes);
  need(bytes, masksEnd);
  const readMask = (index: number) => bytes.readUInt32LE(headerStart + INFO_HEADER_SIZE + 4 * index);
  const defaults = DEFAULT_MASKS[bitsPerPixel];
  const masks: DibLayout['masks'] = bitFields
    ? [readMask(0), readMask(1), readMask(2), maskBytes === 16 ? readMask(3) : 0]
    : defaults
      ? [...defaults, 0]
      : null;

  const paletteSize = bitsPerPixel <= 8 ? colorsUsed || 2 ** bitsPerPixel : 0;
  if (paletteSize > 2 ** bitsPerPixel) throw new UnreadableImageError(DAMAGED);
  const paletteStart = headerStart + (headerSize === INFO_HEADER_SIZE ? INFO_HEADER_SIZE + maskBytes : headerSize);
  need(bytes, paletteStart + paletteSize * 4);
  const palette = paletteSize ? bytes.subarray(paletteStart, paletteStart + paletteSize * 4) : null;

  const start = pixelStart ?? paletteStart + paletteSize * 4;
  const stride = Math.floor((bitsPerPixel * width + 31) / 32) * 4;
  need(bytes, start + stride * height);
  return {
    width,
    height,
    topDown: !icon && storedHeight < 0,
    bitsPerPixel,
    masks,
    fourthByteMayBeAlpha: bitsPerPixel === 32 && !bitFields,
    palette,
    pixelStart: start,
    stride,
  };
}

/** Pixel (x) of a row as RGBA written at `out[at]`; the alpha written is 255 unless the bitmap has an alpha mask. */
function pixelWriter({ bitsPerPixel, masks, palette }: DibLayout): (row: Buffer, x: number, out: Buffer, at: number) => void {
  if (palette) {
    const perByte = 8 / bitsPerPixel;
    const indexMask = 2 ** bitsPerPixel - 1;
    const colors = palette.length / 4;
    return (row, x, out, at) => {
      const shift = (perByte - 1 - (x % perByte)) * bitsPerPixel;
      const index = (row[Math.floor(x / perByte)]! >> shift) & indexMask;
      // An index past the palette shows black, as browsers draw it.
      const color = index < colors ? index * 4 : -1;
      out[at] = color < 0 ? 0 : palette[color + 2]!;
      out[at + 1] = color < 0 ? 0 : palette[color + 1]!;
      out[at + 2] = color < 0 ? 0 : palette[color]!;
      out[at + 3] = 255;
    };
  }
  if (bitsPerPixel === 24) {
    return (row, x, out, at) => {
      out[at] = row[x * 3 + 2]!;
      out[at + 1] = row[x * 3 + 1]!;
      out[at + 2] = row[x * 3]!;
      out[at + 3] = 255;
    };
  }
  const [redMask, greenMask, blueMask, alphaMask] = masks!;
  const [red, green, blue, alpha] = [channel(redMask), channel(greenMask), channel(blueMask), channel(alphaMask)];
  const read =
    bitsPerPixel === 16 ? (row: Buffer, x: number) => row.readUInt16LE(x * 2) : (row: Buffer, x: number) => row.readUInt32LE(x * 4);
  return (row, x, out, at) => {
    const value = read(row, x);
    out[at] = red(value);
    out[at + 1] = green(value);
    out[at + 2] = blue(value);
    out[at + 3] = alphaMask ? alpha(value) : 255;
  };
}

/** Takes the fourth byte as alpha where it may be one and is not all zero; says whether it did. */
function applyFourthByteAlpha(layout: DibLayout, bytes: Buffer, out: Buffer): boolean {
  if (!layout.fourthByteMayBeAlpha) return false;
  let found = false;
  forEachPixel(layout, bytes, (row, x, at) => {
    out[at + 3] = row[x * 4 + 3]!;
    found ||= out[at + 3] !== 0;
  });
  // All zero: an unused byte, not an invisible image.
  if (!found) for (let at = 3; at < out.length; at += 4) out[at] = 255;
  return found;
}

/** An icon's AND mask (1 bit a pixel, after the colour bitmap): a set bit is a transparent pixel. */
function applyAndMask(layout: DibLayout, bytes: Buffer, out: Buffer): void {
  const stride = Math.floor((layout.width + 31) / 32) * 4;
  const start = layout.pixelStart + layout.stride * layout.height;
  // Some writers leave the mask out; the icon is then opaque.
  if (start + stride * layout.height > bytes.length) return;
  for (let y = 0; y < layout.height; y++) {
    const row = bytes.subarray(start + (layout.height - 1 - y) * stride);
    for (let x = 0; x < layout.width; x++) {
      if ((row[x >> 3]! >> (7 - (x & 7))) & 1) out[(y * layout.width + x) * 4 + 3] = 0;
    }
  }
}

function forEachPixel(layout: DibLayout, bytes: Buffer, visit: (row: Buffer, x: number, at: number) => void): void {
  for (let y = 0; y < layout.height; y++) {
    const sourceRow = layout.topDown ? y : layout.height - 1 - y;
    const row = bytes.subarray(layout.pixelStart + sourceRow * layout.stride, layout.pixelStart + (sourceRow + 1) * layout.stride);
    for (let x = 0; x < layout.width; x++) visit(row, x, (y * layout.width + x) * 4);
  }
}

/** Decodes the DIB whose header starts at `headerStart`; `pixelStart` when a file header names it (BMP), else right after the palette (ICO). */
function decodeDib(bytes: Buffer, headerStart: number, pixelStart: number | undefined, icon: boolean): RgbaImage {
  const layout = readLayout(bytes, headerStart, pixelStart, icon);
  const data = Buffer.alloc(layout.width * layout.height * 4);
  const write = pixelWriter(layout);
  forEachPixel(layout, bytes, (row, x, at) => write(row, x, data, at));
  const hasAlpha = applyFourthByteAlpha(layout, bytes, data) || (layout.masks?.[3] ?? 0) !== 0;
  if (icon && !hasAlpha) applyAndMask(layout, bytes, data);
  return { width: layout.width, height: layout.height, data };
}

const FILE_HEADER_SIZE = 14;

/** A .bmp file: a 14-byte file header (which says where the pixels start), then the DIB. */
export function decodeBmp(bytes: Buffer): RgbaImage {
  need(bytes, FILE_HEADER_SIZE);
  return decodeDib(bytes, FILE_HEADER_SIZE, bytes.readUInt32LE(10), false);
}

/** A bitmap inside an icon file: the DIB alone, with its AND mask. */
export function decodeIconBitmap(bytes: Buffer): RgbaImage {
  return decodeDib(bytes, 0, undefined, true);
}
