import { ApiError } from '../../../lib/api-error';
import { DAMAGED, decodeBmp, UnreadableImageError } from '../dib-decoder';
import { decodeIco } from '../ico-decoder';
import { sniffImageFormat } from '../image-format';
import { bmpFile, dib, icoFile, solidImage } from './test-images';

// A 3 x 2 image: red, green, blue above white, black, brown.
const RED = [255, 0, 0];
const GREEN = [0, 255, 0];
const BLUE = [0, 0, 255];
const WHITE = [255, 255, 255];
const BLACK = [0, 0, 0];
const BROWN = [128, 64, 32];
const ROWS = [
  [RED, GREEN, BLUE],
  [WHITE, BLACK, BROWN],
];
const opaque = (rows: number[][][]) => rows.flat().flatMap((rgb) => [...rgb, 255]);
const bgr = ([red, green, blue]: number[]) => [blue!, green!, red!];
const PALETTE = Buffer.from(ROWS.flat().flatMap((rgb) => [...bgr(rgb), 0]));

const pixelsOf = (bytes: Buffer) => {
  const image = decodeBmp(bytes);
  return { width: image.width, height: image.height, rgba: [...image.data] };
};

describe('decodeBmp', () => {
  it('reads 24 bits a pixel, bottom-up and top-down, rows padded to 4 bytes', () => {
    const rows = ROWS.map((row) => Buffer.from(row.flatMap(bgr)));
    for (const topDown of [false, true]) {
      expect(pixelsOf(bmpFile({ width: 3, rows, bitsPerPixel: 24, topDown }))).toEqual({ width: 3, height: 2, rgba: opaque(ROWS) });
    }
  });

  it('reads 1, 4 and 8 bits a pixel through the palette', () => {
    const eight = ROWS.map((_, y) => Buffer.from([0, 1, 2].map((x) => y * 3 + x)));
    expect(pixelsOf(bmpFile({ width: 3, rows: eight, bitsPerPixel: 8, palette: PALETTE })).rgba).toEqual(opaque(ROWS));

    const four = [Buffer.from([0x01, 0x20]), Buffer.from([0x34, 0x50])];
    expect(pixelsOf(bmpFile({ width: 3, rows: four, bitsPerPixel: 4, palette: PALETTE })).rgba).toEqual(opaque(ROWS));

    const blackWhite = Buffer.from([...bgr(BLACK), 0, ...bgr(WHITE), 0]);
    const one = [Buffer.from([0b10100000]), Buffer.from([0b01000000])];
    expect(pixelsOf(bmpFile({ width: 3, rows: one, bitsPerPixel: 1, palette: blackWhite })).rgba).toEqual(
      opaque([
        [WHITE, BLACK, WHITE],
        [BLACK, WHITE, BLACK],
      ]),
    );
  });

  it('reads 16 bits a pixel as 5-5-5 by default and by its bit fields (5-6-5)', () => {
    const pure = [
      [RED, GREEN, BLUE],
      [WHITE, BLACK, [255, 0, 255]],
    ];
    const as555 = pure.map((row) => {
      const bytes = Buffer.alloc(6);
      row.forEach(([r, g, b], x) => bytes.writeUInt16LE(((r! >> 3) << 10) | ((g! >> 3) << 5) | (b! >> 3), x * 2));
      return bytes;
    });
    expect(pixelsOf(bmpFile({ width: 3, rows: as555, bitsPerPixel: 16 })).rgba).toEqual(opaque(pure));

    const as565 = pure.map((row) => {
      const bytes = Buffer.alloc(6);
      row.forEach(([r, g, b], x) => bytes.writeUInt16LE(((r! >> 3) << 11) | ((g! >> 2) << 5) | (b! >> 3), x * 2));
      return bytes;
    });
    const masks: [number, number, number, number] = [0xf800, 0x07e0, 0x001f, 0];
    expect(pixelsOf(bmpFile({ width: 3, rows: as565, bitsPerPixel: 16, compression: 3, masks })).rgba).toEqual(opaque(pure));
  });

  it('reads 32 bits a pixel: an all-zero fourth byte is unused, otherwise it is alpha; V5 bit fields name alpha', () => {
    const withFourth = (alpha: (x: number, y: number) => number) =>
      ROWS.map((row, y) => Buffer.from(row.flatMap((rgb, x) => [...bgr(rgb), alpha(x, y)])));
    expect(pixelsOf(bmpFile({ width: 3, rows: withFourth(() => 0), bitsPerPixel: 32 })).rgba).toEqual(opaque(ROWS));

    const alphas = [255, 128, 0, 64, 32, 16];
    const translucent = ROWS.flat().flatMap((rgb, index) => [...rgb, alphas[index]!]);
    expect(pixelsOf(bmpFile({ width: 3, rows: withFourth((x, y) => alphas[y * 3 + x]!), bitsPerPixel: 32 })).rgba).toEqual(translucent);

    const v5 = bmpFile({
      width: 3,
      rows: withFourth((x, y) => alphas[y * 3 + x]!),
      bitsPerPixel: 32,
      compression: 3,
      headerSize: 124,
      masks: [0x00ff0000, 0x0000ff00, 0x000000ff, 0xff000000],
    });
    expect(pixelsOf(v5).rgba).toEqual(translucent);
  });

  it('refuses what it does not read with a message for the uploader, and huge dimensions before allocating them', () => {
    const rows = ROWS.map((row) => Buffer.from(row.flatMap(bgr)));
    const rle = bmpFile({ width: 3, rows: [Buffer.alloc(3), Buffer.alloc(3)], bitsPerPixel: 8, palette: PALETTE, compression: 1 });
    expect(() => decodeBmp(rle)).toThrow(
      new UnreadableImageError(
        'The image is a BMP with compressed pixels (RLE, JPEG or PNG), which the service does not read: save it as PNG and upload that.',
      ),
    );

    const os2 = Buffer.concat([Buffer.from('BM'), Buffer.alloc(12), Buffer.from([12, 0, 0, 0]), Buffer.alloc(8)]);
    expect(sniffImageFormat(os2)).toBe('bmp');
    expect(() => decodeBmp(os2)).toThrow(/BMP with an OS\/2 header/);

    const whole = bmpFile({ width: 3, rows, bitsPerPixel: 24 });
    expect(() => decodeBmp(whole.subarray(0, whole.length - 1))).toThrow(new UnreadableImageError(DAMAGED));

    const huge = Buffer.from(whole);
    huge.writeInt32LE(100_000, 18);
    huge.writeInt32LE(100_000, 22);
    expect(() => decodeBmp(huge)).toThrow(ApiError);
    expect(() => decodeBmp(huge)).toThrow('The image is too large to process (more than 50 million pixels).');
  });
});

describe('decodeIco', () => {
  it('picks the largest image; a PNG one is handed on as it is', async () => {
    const png = await solidImage('png', 32, 32);
    const small = dib({ width: 1, rows: [Buffer.from([0, 0, 255, 255])], bitsPerPixel: 32, andRows: [Buffer.from([0])] });
    const icon = icoFile([
      { width: 1, height: 1, bitsPerPixel: 32, bytes: small },
      { width: 32, height: 32, bitsPerPixel: 32, bytes: png },
    ]);
    expect(sniffImageFormat(icon)).toBe('ico');
    expect(decodeIco(icon)).toEqual({ png });
  });

  it('decodes a bitmap with its alpha, or else with its AND mask', () => {
    const alphas = [255, 128, 0, 64, 32, 16];
    const rows = ROWS.map((row, y) => Buffer.from(row.flatMap((rgb, x) => [...bgr(rgb), alphas[y * 3 + x]!])));
    const withAlpha = dib({ width: 3, rows, bitsPerPixel: 32, andRows: [Buffer.from([0]), Buffer.from([0])] });
    expect(decodeIco(icoFile([{ width: 3, height: 2, bitsPerPixel: 32, bytes: withAlpha }]))).toEqual({
      rgba: { width: 3, height: 2, data: Buffer.from(ROWS.flat().flatMap((rgb, index) => [...rgb, alphas[index]!])) },
    });

    // 24 bits: the AND mask's set bits (the middle of the top row, the right of the bottom one) are transparent.
    const masked = dib({
      width: 3,
      rows: ROWS.map((row) => Buffer.from(row.flatMap(bgr))),
      bitsPerPixel: 24,
      andRows: [Buffer.from([0b01000000]), Buffer.from([0b00100000])],
    });
    const decoded = decodeIco(icoFile([{ width: 3, height: 2, bitsPerPixel: 24, bytes: masked }]));
    const transparentAt = new Set([1, 5]);
    expect(decoded).toEqual({
      rgba: { width: 3, height: 2, data: Buffer.from(ROWS.flat().flatMap((rgb, index) => [...rgb, transparentAt.has(index) ? 0 : 255])) },
    });
  });

  it('refuses a directory that points past the file', () => {
    const icon = icoFile([{ width: 16, height: 16, bitsPerPixel: 32, bytes: Buffer.alloc(40) }]);
    expect(() => decodeIco(icon.subarray(0, icon.length - 1))).toThrow(new UnreadableImageError(DAMAGED));
  });
});

describe('sniffImageFormat', () => {
  it('goes by the bytes only', async () => {
    expect(sniffImageFormat(await solidImage('png', 2, 2))).toBe('png');
    expect(sniffImageFormat(await solidImage('jpeg', 2, 2))).toBe('jpeg');
    expect(sniffImageFormat(await solidImage('gif', 2, 2))).toBe('gif');
    expect(sniffImageFormat(await solidImage('webp', 2, 2))).toBe('webp');
    for (const text of ['BM is not a bitmap', 'hello', '', 'RIFF....WAVE', '\0\0\x02\0\x01\0']) {
      expect(sniffImageFormat(Buffer.from(text, 'latin1'))).toBeNull();
    }
  });
});
