import { DAMAGED, decodeIconBitmap, UnreadableImageError, type RgbaImage } from './dib-decoder';

const DIRECTORY_START = 6;
const ENTRY_SIZE = 16;
const PNG_SIGNATURE = Buffer.from('\x89PNG\r\n\x1a\n', 'latin1');

interface IconEntry {
  area: number;
  bitsPerPixel: number;
  bytes: Buffer;
}

/** The directory's entries; a width or height of 0 means 256. */
function readEntries(bytes: Buffer): IconEntry[] {
  const count = bytes.readUInt16LE(4);
  if (bytes.length < DIRECTORY_START + count * ENTRY_SIZE) throw new UnreadableImageError(DAMAGED);
  return Array.from({ length: count }, (_, index) => {
    const entry = DIRECTORY_START + index * ENTRY_SIZE;
    const size = bytes.readUInt32LE(entry + 8);
    const offset = bytes.readUInt32LE(entry + 12);
    if (offset + size > bytes.length) throw new UnreadableImageError(DAMAGED);
    return {
      area: (bytes[entry] || 256) * (bytes[entry + 1] || 256),
      bitsPerPixel: bytes.readUInt16LE(entry + 6),
      bytes: bytes.subarray(offset, offset + size),
    };
  });
}

/**
 * The largest image of an .ico file (the most colours among equals): a PNG as it is stored (sharp
 * reads it), or a bitmap decoded to raw pixels.
 */
export function decodeIco(bytes: Buffer): { png: Buffer } | { rgba: RgbaImage } {
  const [largest] = readEntries(bytes).sort((a, b) => b.area - a.area || b.bitsPerPixel - a.bitsPerPixel);
  if (!largest) throw new UnreadableImageError(DAMAGED);
  return largest.bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)
    ? { png: largest.bytes }
    : { rgba: decodeIconBitmap(largest.bytes) };
}
