import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import type request from 'supertest';

/** Test images made by hand or with sharp: sharp writes neither BMP nor ICO, and a pixel bomb must stay small. */

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A valid grey PNG of `width` x `height` black pixels: tens of megapixels in a file of tens of KB. */
export function pixelBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const framed = Buffer.alloc(body.length + 8);
    framed.writeUInt32BE(data.length, 0);
    body.copy(framed, 4);
    framed.writeUInt32BE(crc32(body), body.length + 4);
    return framed;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth; colour type 0 (grey), compression, filter and interlace all 0
  const rows = Buffer.alloc(height * (width + 1)); // each row: filter byte 0, then its pixels
  return Buffer.concat([PNG_SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

/** A solid image of sharp's making. */
export const solidImage = (format: 'png' | 'jpeg' | 'webp' | 'gif', width: number, height: number, background = '#3366cc') =>
  sharp({ create: { width, height, channels: 3, background } })
    .toFormat(format)
    .toBuffer();

/** An animated GIF of `count` frames (red, green, blue, ...) with their delays. */
export async function animatedGif(width: number, height: number, delays: number[]): Promise<Buffer> {
  const colours = ['red', 'green', 'blue', 'yellow'];
  const frames = await Promise.all(delays.map((_, index) => solidImage('png', width, height, colours[index % colours.length])));
  // Effort 1: the least palette work, which a test needs no more than.
  return sharp(frames, { join: { animated: true } })
    .gif({ delay: delays, loop: 0, effort: 1 })
    .toBuffer();
}

/** A JPEG that carries a camera, a GPS position and an orientation (6: turn 90° clockwise to show it). */
export const jpegWithExif = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#cc6633' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Test Camera', Model: 'Secret Model', Copyright: 'Someone' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 3/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

export interface DibSpec {
  width: number;
  /** Rows from top to bottom, each without its padding. */
  rows: Buffer[];
  bitsPerPixel: 1 | 4 | 8 | 16 | 24 | 32;
  /** 4 bytes a colour: blue, green, red, 0. */
  palette?: Buffer;
  compression?: number;
  /** 40 (BITMAPINFOHEADER) by default; 124 (V5) puts the masks inside the header. */
  headerSize?: 40 | 124;
  /** Red, green, blue, alpha: with compression 3 (bit fields). */
  masks?: [number, number, number, number];
  topDown?: boolean;
  /** Icons only: their AND mask's rows, top to bottom (1 bit a pixel, a set bit is transparent). */
  andRows?: Buffer[];
}

const padded = (row: Buffer) => Buffer.concat([row, Buffer.alloc((4 - (row.length % 4)) % 4)]);

/** A DIB (header, masks, palette, pixels and, for icons, the AND mask). */
export function dib({
  width,
  rows,
  bitsPerPixel,
  palette,
  compression = 0,
  headerSize = 40,
  masks,
  topDown = false,
  andRows,
}: DibSpec): Buffer {
  const height = rows.length;
  const header = Buffer.alloc(headerSize);
  header.writeUInt32LE(headerSize, 0);
  header.writeInt32LE(width, 4);
  header.writeInt32LE(andRows ? height * 2 : topDown ? -height : height, 8);
  header.writeUInt16LE(1, 12);
  header.writeUInt16LE(bitsPerPixel, 14);
  header.writeUInt32LE(compression, 16);
  header.writeUInt32LE(palette ? palette.length / 4 : 0, 32);
  const maskBytes = Buffer.alloc(masks ? 16 : 0);
  masks?.forEach((mask, index) => maskBytes.writeUInt32LE(mask >>> 0, index * 4));
  // A V5 header holds the masks at offset 40; a BITMAPINFOHEADER is followed by them.
  const afterHeader = headerSize === 40 ? maskBytes.subarray(0, compression === 6 ? 16 : compression === 3 ? 12 : 0) : Buffer.alloc(0);
  if (headerSize !== 40) maskBytes.copy(header, 40);
  const pixelRows = (topDown ? rows : [...rows].reverse()).map(padded);
  const andMask = andRows ? [...andRows].reverse().map(padded) : [];
  return Buffer.concat([header, afterHeader, palette ?? Buffer.alloc(0), ...pixelRows, ...andMask]);
}

/** A .bmp file: the 14-byte file header, then the DIB. */
export function bmpFile(spec: DibSpec): Buffer {
  const bitmap = dib(spec);
  const file = Buffer.alloc(14);
  file.write('BM', 0, 'latin1');
  file.writeUInt32LE(14 + bitmap.length, 2);
  const pixelOffset = bitmap.length - spec.rows.reduce((total, row) => total + padded(row).length, 0);
  file.writeUInt32LE(14 + pixelOffset, 10);
  return Buffer.concat([file, bitmap]);
}

/** An .ico file holding the given images (PNG bytes or DIBs), with their directory entries. */
export function icoFile(images: Array<{ width: number; height: number; bitsPerPixel: number; bytes: Buffer }>): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + images.length * 16;
  const entries = images.map(({ width, height, bitsPerPixel, bytes }) => {
    const entry = Buffer.alloc(16);
    entry[0] = width % 256;
    entry[1] = height % 256;
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(bitsPerPixel, 6);
    entry.writeUInt32LE(bytes.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += bytes.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.bytes)]);
}

/** An image's pixels as RGBA, rows top to bottom: [r, g, b, a] per pixel. */
export async function rgbaPixels(image: Buffer): Promise<number[][]> {
  const { data } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return Array.from({ length: data.length / 4 }, (_, index) => [...data.subarray(index * 4, index * 4 + 4)]);
}

/** The Accept header of browsers that decode AVIF, as they send it for an image (less their extras). */
export const BROWSER_ACCEPT = 'image/avif,image/webp,*/*';

/** Whether an answer's Vary names Accept (CORS adds Origin beside it). */
export const variesOnAccept = (res: request.Response) =>
  String(res.headers.vary ?? '')
    .split(',')
    .some((name) => name.trim().toLowerCase() === 'accept');

/** A supertest parser that collects a binary body as a Buffer, whatever its content type. */
export const binary = (res: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};
