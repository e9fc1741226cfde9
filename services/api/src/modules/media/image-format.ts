/** The image formats the library accepts, as their bytes identify them. */
export type ImageFormat = 'png' | 'jpeg' | 'gif' | 'webp' | 'bmp' | 'ico';

export const ACCEPTED_FORMAT_NAMES = 'PNG, JPEG, GIF, WebP, BMP or ICO';

const startsWith = (bytes: Buffer, signature: string, offset = 0) =>
  bytes.length >= offset + signature.length && bytes.toString('latin1', offset, offset + signature.length) === signature;

/** The DIB header sizes a BMP can have (OS/2's, BITMAPINFOHEADER and its later versions), checked so that any text starting "BM" is not taken for one. */
const BMP_HEADER_SIZES = new Set([12, 16, 40, 52, 56, 64, 108, 124]);

const SIGNATURES: ReadonlyArray<[ImageFormat, (bytes: Buffer) => boolean]> = [
  ['png', (bytes) => startsWith(bytes, '\x89PNG\r\n\x1a\n')],
  ['jpeg', (bytes) => startsWith(bytes, '\xff\xd8\xff')],
  ['gif', (bytes) => startsWith(bytes, 'GIF87a') || startsWith(bytes, 'GIF89a')],
  ['webp', (bytes) => startsWith(bytes, 'RIFF') && startsWith(bytes, 'WEBP', 8)],
  ['bmp', (bytes) => startsWith(bytes, 'BM') && bytes.length >= 18 && BMP_HEADER_SIZES.has(bytes.readUInt32LE(14))],
  // Reserved 0, type 1 (2 would be a cursor), at least one image.
  ['ico', (bytes) => startsWith(bytes, '\0\0\x01\0') && bytes.length >= 6 && bytes.readUInt16LE(4) > 0],
];

/** The format `bytes` are in, by their magic number; never by a file name or a declared type. */
export function sniffImageFormat(bytes: Buffer): ImageFormat | null {
  return SIGNATURES.find(([, matches]) => matches(bytes))?.[0] ?? null;
}

/**
 * Whether `bytes` are an AVIF file (an ISO BMFF "ftyp" box of brand avif, or avis for a sequence), as
 * the library's AVIF variants are. Not an accepted upload type: the library takes no AVIF.
 */
export const isAvif = (bytes: Buffer) => startsWith(bytes, 'ftyp', 4) && (startsWith(bytes, 'avif', 8) || startsWith(bytes, 'avis', 8));
