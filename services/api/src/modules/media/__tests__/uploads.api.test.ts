import { createHash, randomBytes } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import mongoose from 'mongoose';
import sharp from 'sharp';
import request from 'supertest';
import { thumbHashToApproximateAspectRatio, thumbHashToAverageRGBA } from 'thumbhash';
import { match } from '../../../test-support/matchers';
import { bodyOf, type MessageBody } from '../../../test-support/response-body';
import { adminAuthHeader, testApp } from '../../../test-support/test-app';
import { deleteFiles, readFile } from '../gridfs-files';
import { listImages, storeImage, type LibraryImage } from '../media-library.service';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '../multipart-upload';
import { UploadChunk, UploadFile, type OriginalMetadata, type UploadFileDoc } from '../upload.model';
import {
  animatedGif,
  binary,
  bmpFile,
  BROWSER_ACCEPT,
  dib,
  icoFile,
  jpegWithExif,
  pixelBomb,
  solidImage,
  variesOnAccept,
} from './test-images';

const { app, config } = testApp();
let auth: string;

beforeEach(async () => {
  auth = await adminAuthHeader(config);
});

const NOT_AN_IMAGE =
  'The file is not an image of an accepted type: PNG, JPEG, GIF, WebP, BMP or ICO (recognised by its content, not its name).';
const NOT_FOUND = { message: 'Image not found.' };
const UNKNOWN_ID = '0123456789abcdef01234567';

type LibraryPage = Awaited<ReturnType<typeof listImages>>;

const upload = (bytes: Buffer, filename = 'image.png') =>
  request(app).post('/api/admin/media').set('Authorization', auth).attach('file', bytes, filename);
const getFile = (url: string, accept?: string) => {
  const pending = request(app).get(url).buffer(true).parse(binary);
  return accept === undefined ? pending : pending.set('Accept', accept);
};
const bytesOf = (res: request.Response) => bodyOf<Buffer>(res);
const stored = async () => ({ files: await UploadFile.countDocuments(), chunks: await UploadChunk.countDocuments() });

/** Uploads an image and answers its JSON, failing loudly if it was not stored. */
async function uploaded(bytes: Buffer, filename?: string) {
  const res = await upload(bytes, filename);
  expect([res.status, bodyOf<Partial<MessageBody>>(res).message]).toEqual([201, undefined]);
  return bodyOf<LibraryImage>(res);
}

/** A 1000×500 image's variants: each `?w=` with the width and height it answers, never enlarged. */
const WIDTHS_OF_1000_BY_500: Array<[number, number, number]> = [
  [480, 480, 240],
  [800, 800, 400],
  [1200, 1000, 500],
];

describe('admin token', () => {
  it.each([
    ['post', '/api/admin/media'],
    ['get', '/api/admin/media'],
    ['delete', `/api/admin/media/${UNKNOWN_ID}`],
  ] as const)('%s %s: 401 without a token or with a bad one (the roles: role-table.api.test.ts)', async (method, path) => {
    const none = await request(app)[method](path);
    expect([none.status, bodyOf(none)]).toEqual([401, { message: 'Authentication required.' }]);
    const bad = await request(app)[method](path).set('Authorization', 'Bearer not-a-token');
    expect(bad.status).toBe(401);
  });

  it('stores nothing for an upload without a token', async () => {
    const res = await request(app)
      .post('/api/admin/media')
      .attach('file', await solidImage('png', 4, 4), 'a.png');
    expect(res.status).toBe(401);
    expect(await stored()).toEqual({ files: 0, chunks: 0 });
  });
});

describe('POST /api/admin/media', () => {
  const bmp = () =>
    bmpFile({ width: 2, rows: [Buffer.from([0, 0, 255, 0, 255, 0]), Buffer.from([255, 0, 0, 255, 255, 255])], bitsPerPixel: 24 });
  const ico = () => {
    const rows = [Buffer.from([0, 0, 255, 255, 0, 255, 0, 255]), Buffer.from([255, 0, 0, 255, 0, 0, 0, 0])];
    const bitmap = dib({ width: 2, rows, bitsPerPixel: 32, andRows: [Buffer.from([0]), Buffer.from([0])] });
    return icoFile([{ width: 2, height: 2, bitsPerPixel: 32, bytes: bitmap }]);
  };
  const accepted: Array<[string, () => Promise<Buffer> | Buffer, string, string]> = [
    ['PNG', () => solidImage('png', 30, 20), 'image/png', 'png'],
    ['JPEG', () => solidImage('jpeg', 30, 20), 'image/jpeg', 'jpeg'],
    ['GIF', () => solidImage('gif', 30, 20), 'image/gif', 'gif'],
    ['WebP', () => solidImage('webp', 30, 20), 'image/webp', 'webp'],
    ['BMP', bmp, 'image/png', 'png'],
    ['ICO', ico, 'image/png', 'png'],
  ];

  it.each(accepted)('stores a %s, recognised by its bytes whatever its name, and serves it', async (_name, make, type, format) => {
    const res = await upload(await make(), 'holiday.txt');
    expect(res.status).toBe(201);
    const { id } = bodyOf<LibraryImage>(res);
    expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(res.headers.location).toBe(`/api/uploads/${id}`);
    const served = await getFile(`/api/uploads/${id}`);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe(type);
    const meta = await sharp(bytesOf(served)).metadata();
    expect(bodyOf(res)).toEqual({
      id,
      url: `/api/uploads/${id}`,
      type,
      width: meta.width,
      height: meta.height,
      size: bytesOf(served).length,
    });
    expect(meta.format).toBe(format);
  });

  it('decodes BMP and ICO pixels (with the icon alpha) into the PNG it stores', async () => {
    const fromBmp = await uploaded(bmp());
    const bmpPixels = await sharp(bytesOf(await getFile(fromBmp.url)))
      .ensureAlpha()
      .raw()
      .toBuffer();
    expect([...bmpPixels]).toEqual([255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255]);
    const fromIco = await uploaded(ico());
    const icoPixels = await sharp(bytesOf(await getFile(fromIco.url)))
      .ensureAlpha()
      .raw()
      .toBuffer();
    expect([...icoPixels]).toEqual([255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 0, 0, 0, 0]);
  });

  it('removes EXIF and GPS data, turning the photo upright first', async () => {
    const photo = await jpegWithExif(40, 20);
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const image = await uploaded(photo, 'IMG_0001.JPG');
    expect(image).toMatchObject({ type: 'image/jpeg', width: 20, height: 40 });
    for (const url of [image.url, `${image.url}?w=480`]) {
      const body = bytesOf(await getFile(url));
      const meta = await sharp(body).metadata();
      expect({ url, exif: meta.exif, xmp: meta.xmp, orientation: meta.orientation }).toEqual({
        url,
        exif: undefined,
        xmp: undefined,
        orientation: undefined,
      });
      for (const trace of ['Exif', 'Test Camera', 'Secret Model']) expect(body.includes(trace)).toBe(false);
    }
  });

  it('keeps an animated GIF animated, its variants too', async () => {
    const image = await uploaded(await animatedGif(20, 10, [100, 200, 300]));
    expect(image).toMatchObject({ type: 'image/gif', width: 20, height: 10 });
    const gif = await sharp(bytesOf(await getFile(image.url)), { animated: true }).metadata();
    expect(gif).toMatchObject({ format: 'gif', pages: 3, delay: [100, 200, 300], loop: 0 });
    const webp = await sharp(bytesOf(await getFile(`${image.url}?w=480`)), { animated: true }).metadata();
    expect(webp).toMatchObject({ format: 'webp', pages: 3, width: 20, pageHeight: 10 });
    // sharp writes no animated AVIF (it would stack the frames into one still): a browser taking AVIF gets the WebP.
    const forAvif = await getFile(`${image.url}?w=480`, BROWSER_ACCEPT);
    expect([forAvif.headers['content-type'], variesOnAccept(forAvif)]).toEqual(['image/webp', true]);
    expect(await sharp(bytesOf(forAvif), { animated: true }).metadata()).toMatchObject({ format: 'webp', pages: 3 });
    const original = await UploadFile.findById(image.id).lean<UploadFileDoc<OriginalMetadata>>();
    expect(original!.metadata.avifVariants).toEqual([]);
    expect(await UploadFile.countDocuments({ 'metadata.contentType': 'image/avif' })).toBe(0);
    // Its placeholder is of the first frame: red.
    const { r, g, b } = thumbHashToAverageRGBA(Buffer.from(original!.metadata.thumbHash!, 'base64'));
    expect([r, g, b].map((channel) => Math.round(channel * 10) / 10)).toEqual([1, 0, 0]);
  });

  it("stores the image's ThumbHash (base64) with it, for the posts' placeholders", async () => {
    const image = await uploaded(await solidImage('png', 300, 150, '#3366cc'));
    const { metadata } = (await UploadFile.findById(image.id).lean<UploadFileDoc<OriginalMetadata>>())!;
    const hash = Buffer.from(metadata.thumbHash!, 'base64');
    expect(hash.toString('base64')).toBe(metadata.thumbHash);
    expect(hash.length).toBeLessThanOrEqual(25);
    expect(thumbHashToApproximateAspectRatio(hash)).toBeCloseTo(2, 0);
    const { r, g, b, a } = thumbHashToAverageRGBA(hash);
    expect([r, g, b, a].map((channel) => Math.round(channel * 255))).toEqual([
      expect.closeTo(0x33, -1),
      expect.closeTo(0x66, -1),
      expect.closeTo(0xcc, -1),
      255,
    ]);
  });

  it('refuses a file that is not an accepted image with 415, whatever it is called or declared as', async () => {
    const refused = [
      request(app)
        .post('/api/admin/media')
        .set('Authorization', auth)
        .attach('file', Buffer.from('just some text'), { filename: 'x.png', contentType: 'image/png' }),
      upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'logo.svg'),
      upload(Buffer.from('%PDF-1.7'), 'scan.jpg'),
    ];
    for (const res of await Promise.all(refused)) expect([res.status, bodyOf(res)]).toEqual([415, { message: NOT_AN_IMAGE }]);
    expect(await stored()).toEqual({ files: 0, chunks: 0 });
  });

  it('refuses a file over 10 MB with 413, and takes one of exactly 10 MB', async () => {
    const png = await solidImage('png', 8, 8);
    const over = Buffer.concat([png, Buffer.alloc(MAX_UPLOAD_BYTES + 1 - png.length)]);
    const res = await upload(over);
    expect([res.status, bodyOf(res)]).toEqual([413, { message: 'The image is too large: the limit is 10 MB.' }]);
    // Data after a PNG's end is ignored by decoders: exactly at the limit is still read.
    expect((await upload(over.subarray(0, MAX_UPLOAD_BYTES))).status).toBe(201);
  });

  it('answers a request without exactly one file in "file" with 400', async () => {
    const png = await solidImage('png', 4, 4);
    const post = () => request(app).post('/api/admin/media').set('Authorization', auth);
    const cases: Array<[string, request.Test, string]> = [
      ['JSON', post().send({ file: 'x' }), UPLOAD_MESSAGES.notMultipart],
      ['no body', post(), UPLOAD_MESSAGES.notMultipart],
      ['no boundary', post().set('Content-Type', 'multipart/form-data').send('x'), UPLOAD_MESSAGES.notMultipart],
      ['no parts', post().set('Content-Type', 'multipart/form-data; boundary=b').send('--b--\r\n'), UPLOAD_MESSAGES.noFile],
      [
        'cut short',
        post()
          .set('Content-Type', 'multipart/form-data; boundary=b')
          .send('--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc'),
        UPLOAD_MESSAGES.malformed,
      ],
      ['empty file', post().attach('file', Buffer.alloc(0), 'empty.png'), UPLOAD_MESSAGES.noFile],
      ['other field', post().attach('image', png, 'a.png'), UPLOAD_MESSAGES.wrongField],
      ['two files', post().attach('file', png, 'a.png').attach('file', png, 'b.png'), UPLOAD_MESSAGES.onlyOneFile],
      ['a text field too', post().field('alt', 'A cat').attach('file', png, 'a.png'), UPLOAD_MESSAGES.onlyOneFile],
      ['text, not a file', post().field('file', 'not a file'), UPLOAD_MESSAGES.onlyOneFile],
    ];
    for (const [name, pending, message] of cases) {
      const res = await pending;
      expect({ name, status: res.status, body: bodyOf(res) }).toEqual({ name, status: 400, body: { message } });
    }
    expect(await stored()).toEqual({ files: 0, chunks: 0 });
  });

  it('refuses images over the pixel limit (PNG, BMP, all frames of a GIF) and damaged ones with 422, storing nothing', async () => {
    const tooLarge = { message: 'The image is too large to process (more than 50 million pixels).' };
    const bigBmp = bmp();
    bigBmp.writeInt32LE(10_000, 18);
    bigBmp.writeInt32LE(6_000, 22);
    const png = await solidImage('png', 40, 40);
    const cases: Array<[string, Buffer, object]> = [
      ['PNG bomb', pixelBomb(10_000, 5_100), tooLarge],
      ['BMP declaring 60 megapixels', bigBmp, tooLarge],
      ['GIF of 51 frames of 1 megapixel', await animatedGif(10_000, 100, Array<number>(51).fill(100)), tooLarge],
      ['cut PNG', png.subarray(0, png.length - 30), { message: 'The image could not be read: it is damaged or incomplete.' }],
      [
        'JPEG signature, then nothing',
        Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
        { message: 'The image could not be read: it is damaged or incomplete.' },
      ],
    ];
    for (const [name, bytes, body] of cases) {
      const res = await upload(bytes);
      expect({ name, status: res.status, body: bodyOf(res) }).toEqual({ name, status: 422, body });
    }
    expect(await stored()).toEqual({ files: 0, chunks: 0 });
  });

  it('stores nothing when a write fails half-way', async () => {
    // A unique index no second file can pass: the original, written after its variants, fails.
    const files = mongoose.connection.db!.collection('uploads.files');
    await files.createIndex({ chunkSize: 1 }, { unique: true, name: 'one_file_only' });
    try {
      await expect(storeImage({ bytes: await solidImage('png', 900, 300), name: 'a.png' })).rejects.toMatchObject({ code: 11000 });
      expect(await stored()).toEqual({ files: 0, chunks: 0 });
    } finally {
      await files.dropIndex('one_file_only');
    }
  });
});

describe('GET /api/uploads/{id}', () => {
  it('serves the stored original with immutable caching, a strong ETag and 304 on If-None-Match', async () => {
    const image = await uploaded(await solidImage('png', 30, 20));
    const res = await getFile(image.url);
    expect(res.status).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(image.size),
      'cache-control': 'public, max-age=31536000, immutable',
      etag: `"${image.id}"`,
      'x-content-type-options': 'nosniff',
      // As /api/media: the site's pages load images through the shell's /api proxy, from their own origin.
      'cross-origin-resource-policy': 'same-origin',
    });
    // The same file whatever the browser takes: nothing to vary on.
    expect(variesOnAccept(res)).toBe(false);
    expect((await getFile(image.url, BROWSER_ACCEPT)).headers).toMatchObject({ 'content-type': 'image/png', etag: `"${image.id}"` });
    for (const validator of [`"${image.id}"`, `W/"${image.id}"`, `"other", "${image.id}"`, '*']) {
      const again = await request(app).get(image.url).set('If-None-Match', validator);
      expect({ validator, status: again.status }).toEqual({ validator, status: 304 });
      expect(again.headers.etag).toBe(`"${image.id}"`);
    }
    expect((await request(app).get(image.url).set('If-None-Match', '"other"')).status).toBe(200);
    const head = await request(app).head(image.url);
    expect([head.status, head.headers['content-length'], head.headers['content-type']]).toEqual([200, String(image.size), 'image/png']);
  });

  it('serves a WebP of each width, never enlarged: widths past the image share one file', async () => {
    const image = await uploaded(await solidImage('jpeg', 1000, 500));
    for (const [w, width, height] of WIDTHS_OF_1000_BY_500) {
      const res = await getFile(`${image.url}?w=${w}`);
      expect(res.status).toBe(200);
      expect(res.headers).toMatchObject({
        'content-type': 'image/webp',
        'cache-control': 'public, max-age=31536000, immutable',
      });
      expect(variesOnAccept(res)).toBe(true);
      expect(res.headers.etag).not.toBe(`"${image.id}"`);
      expect(await sharp(bytesOf(res)).metadata()).toMatchObject({ format: 'webp', width, height });
    }
    const small = await uploaded(await solidImage('png', 300, 200));
    const etags = new Set<string>();
    for (const w of [480, 800, 1200]) {
      const res = await getFile(`${small.url}?w=${w}`);
      expect((await sharp(bytesOf(res)).metadata()).width).toBe(300);
      etags.add(String(res.headers.etag));
    }
    expect(etags.size).toBe(1);
    // One file in each format.
    const variantTypes = await UploadFile.find({ 'metadata.imageId': new mongoose.Types.ObjectId(small.id) }).distinct(
      'metadata.contentType',
    );
    expect(variantTypes.sort()).toEqual(['image/avif', 'image/webp']);
    expect(await UploadFile.countDocuments({ 'metadata.imageId': new mongoose.Types.ObjectId(small.id) })).toBe(2);
    const variant = await getFile(`${small.url}?w=480`);
    expect((await request(app).get(`${small.url}?w=480`).set('If-None-Match', String(variant.headers.etag))).status).toBe(304);
  });

  it('serves an AVIF of each width where Accept names it, read from its own stored file', async () => {
    const image = await uploaded(await solidImage('jpeg', 1000, 500));
    for (const [w, width, height] of WIDTHS_OF_1000_BY_500) {
      const res = await getFile(`${image.url}?w=${w}`, BROWSER_ACCEPT);
      expect(res.status).toBe(200);
      expect(res.headers).toMatchObject({
        'content-type': 'image/avif',
        'cache-control': 'public, max-age=31536000, immutable',
        'content-length': String(bytesOf(res).length),
      });
      expect(variesOnAccept(res)).toBe(true);
      expect(await sharp(bytesOf(res)).metadata()).toMatchObject({ format: 'heif', compression: 'av1', width, height });

      // The ETag names the stored AVIF file, whose bytes these are: read, not encoded again.
      const fileId = String(res.headers.etag).slice(1, -1);
      const file = await UploadFile.findById(fileId).lean<UploadFileDoc>();
      expect(file!.metadata).toMatchObject({ kind: 'variant', contentType: 'image/avif' });
      const storedBytes = await buffer(readFile(file!));
      expect(storedBytes.equals(bytesOf(res))).toBe(true);
      const again = await getFile(`${image.url}?w=${w}`, BROWSER_ACCEPT);
      expect([again.headers.etag, bytesOf(again).equals(storedBytes)]).toEqual([res.headers.etag, true]);

      // The WebP of that width is another file: another ETag, and each revalidates as itself.
      const webp = await getFile(`${image.url}?w=${w}`);
      expect(webp.headers.etag).not.toBe(res.headers.etag);
      const revalidated = await request(app)
        .get(`${image.url}?w=${w}`)
        .set('Accept', BROWSER_ACCEPT)
        .set('If-None-Match', String(res.headers.etag));
      expect([revalidated.status, variesOnAccept(revalidated)]).toEqual([304, true]);
      expect((await request(app).get(`${image.url}?w=${w}`).set('If-None-Match', String(res.headers.etag))).status).toBe(200);
    }
    // The original, and a WebP and an AVIF per distinct width; serving wrote nothing.
    expect((await stored()).files).toBe(7);
  });

  it('answers WebP to any Accept that does not name AVIF, or that prefers WebP', async () => {
    const image = await uploaded(await solidImage('png', 900, 300));
    for (const accept of [undefined, '*/*', 'image/*', 'image/webp,*/*', 'image/avif;q=0,*/*', 'image/webp,image/avif;q=0.5']) {
      const res = await getFile(`${image.url}?w=480`, accept);
      expect({ accept, status: res.status, type: res.headers['content-type'], vary: variesOnAccept(res) }).toEqual({
        accept,
        status: 200,
        type: 'image/webp',
        vary: true,
      });
      expect(await sharp(bytesOf(res)).metadata()).toMatchObject({ format: 'webp', width: 480 });
    }
    const head = await request(app).head(`${image.url}?w=480`).set('Accept', BROWSER_ACCEPT);
    expect([head.status, head.headers['content-type'], variesOnAccept(head)]).toEqual([200, 'image/avif', true]);
  });

  it('answers an image stored before AVIF variants with its WebP, and deletes it whole', async () => {
    const image = await uploaded(await solidImage('jpeg', 1000, 500));
    // As the library stored it then: WebP files only, and no avifVariants in the original's metadata.
    const id = new mongoose.Types.ObjectId(image.id);
    const avifFiles = await UploadFile.find({ 'metadata.imageId': id, 'metadata.contentType': 'image/avif' }).lean<UploadFileDoc[]>();
    expect(avifFiles).toHaveLength(3);
    await deleteFiles(avifFiles.map((file) => file._id));
    await UploadFile.updateOne({ _id: id }, { $unset: { 'metadata.avifVariants': 1 } });
    expect((await UploadFile.findById(id).lean<UploadFileDoc<OriginalMetadata>>())!.metadata).not.toHaveProperty('avifVariants');

    for (const [w, width] of [
      [480, 480],
      [1200, 1000],
    ]) {
      const res = await getFile(`${image.url}?w=${w}`, BROWSER_ACCEPT);
      expect([res.status, res.headers['content-type'], variesOnAccept(res)]).toEqual([200, 'image/webp', true]);
      expect(await sharp(bytesOf(res)).metadata()).toMatchObject({ format: 'webp', width });
    }
    const res = await request(app).delete(`/api/admin/media/${image.id}`).set('Authorization', auth);
    expect(res.status).toBe(204);
    expect(await stored()).toEqual({ files: 0, chunks: 0 });
  });

  it('answers a width that is not listed with 400, and a bad or unknown id with 404', async () => {
    const image = await uploaded(await solidImage('png', 30, 20));
    for (const query of ['w=500', 'w=abc', 'w=', 'w=480&w=800']) {
      const res = await request(app).get(`${image.url}?${query}`);
      expect({ query, status: res.status, body: bodyOf(res) }).toEqual({
        query,
        status: 400,
        body: { message: 'The width w must be one of 480, 800, 1200.' },
      });
    }
    const variantId = (await UploadFile.findOne({ 'metadata.kind': 'variant' }).lean())!._id.toHexString();
    for (const id of [UNKNOWN_ID, 'not-an-id', `${image.id}0`, '%E0%A4%A', variantId]) {
      const res = await request(app).get(`/api/uploads/${id}`);
      expect({ id, status: res.status }).toEqual({ id, status: id.startsWith('%') ? 400 : 404 });
      if (res.status === 404) expect(bodyOf(res)).toEqual(NOT_FOUND);
      expect(res.headers['cache-control'] ?? '').not.toContain('immutable');
    }
  });

  it('keeps the GridFS layout: the driver reads a 10 MB file back byte for byte, in chunks of 255 KiB', async () => {
    // Noise does not compress: its PNG stays near 9.7 MB through the re-encoding.
    const noise = await sharp(randomBytes(1800 * 1800 * 3), { raw: { width: 1800, height: 1800, channels: 3 } })
      .png()
      .toBuffer();
    expect(noise.length).toBeLessThanOrEqual(MAX_UPLOAD_BYTES);
    const image = await uploaded(noise, 'noise.png');
    expect(image.size).toBeGreaterThan(9 * 1024 * 1024);
    const served = bytesOf(await getFile(image.url));
    expect(served.length).toBe(image.size);

    const bucket = new mongoose.mongo.GridFSBucket(mongoose.connection.db!, { bucketName: 'uploads' });
    const chunks: Buffer[] = [];
    for await (const chunk of bucket.openDownloadStream(new mongoose.Types.ObjectId(image.id))) chunks.push(chunk as Buffer);
    const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
    expect(sha(Buffer.concat(chunks))).toBe(sha(served));
    expect(await UploadChunk.countDocuments({ files_id: new mongoose.Types.ObjectId(image.id) })).toBe(
      Math.ceil(image.size / (255 * 1024)),
    );
  });
});

describe('GET /api/admin/media', () => {
  const list = (query = '') => request(app).get(`/api/admin/media${query}`).set('Authorization', auth);

  it('pages through the library newest first, with the sanitized original names', async () => {
    const first = await uploaded(await solidImage('png', 10, 10), 'first.png');
    const second = await uploaded(await solidImage('jpeg', 20, 10), 'C:\\Users\\me\\second\u202Egpj.exe');
    const third = await uploaded(await solidImage('gif', 30, 10), '  "third" \n\t image.gif ');
    const res = await list('?pageSize=2');
    expect(res.status).toBe(200);
    const { items, ...paging } = bodyOf<LibraryPage>(res);
    expect(paging).toEqual({ total: 3, page: 1, pageSize: 2 });
    expect(items).toEqual([
      { ...third, createdAt: match.any(String), name: '"third" image.gif' },
      { ...second, createdAt: match.any(String), name: 'secondgpj.exe' },
    ]);
    expect(Date.parse(items[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(items[1]!.createdAt));
    expect(bodyOf(await list('?page=2&pageSize=2'))).toEqual({
      items: [{ ...first, createdAt: match.any(String), name: 'first.png' }],
      total: 3,
      page: 2,
      pageSize: 2,
    });
    expect(bodyOf(await list())).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(bodyOf(await list('?page=9'))).toEqual({ items: [], total: 3, page: 9, pageSize: 20 });
  });

  it('refuses unknown query parameters and bad paging with 400', async () => {
    const cases: Array<[string, string]> = [
      ['?q=cat', 'Unknown query parameter "q"; allowed: page, pageSize.'],
      ['?pageSize=101', 'The page size (pageSize) must be a whole number from 1 to 100.'],
      ['?page=0', 'The page (page) must be a whole number from 1 to 1000000000000.'],
      ['?page[$gt]=1', 'Unknown query parameter "page[$gt]"; allowed: page, pageSize.'],
    ];
    for (const [query, message] of cases) {
      const res = await list(query);
      expect({ query, status: res.status, body: bodyOf(res) }).toEqual({ query, status: 400, body: { message } });
    }
  });
});

describe('DELETE /api/admin/media/{id}', () => {
  const remove = (id: string) => request(app).delete(`/api/admin/media/${id}`).set('Authorization', auth);

  it('removes the original and every variant, chunks included, and nothing else', async () => {
    const kept = await uploaded(await solidImage('png', 40, 40));
    const before = await stored();
    const image = await uploaded(await solidImage('jpeg', 1000, 500));
    // The original and three variants in each format (480, 800, and 1000 for 1200).
    expect((await stored()).files).toBe(before.files + 7);
    expect(
      await UploadFile.countDocuments({ 'metadata.imageId': new mongoose.Types.ObjectId(image.id), 'metadata.contentType': 'image/avif' }),
    ).toBe(3);

    const res = await remove(image.id);
    expect([res.status, res.text]).toEqual([204, '']);
    expect(await stored()).toEqual(before);
    for (const url of [image.url, `${image.url}?w=480`]) expect(bodyOf(await request(app).get(url))).toEqual(NOT_FOUND);
    expect(bodyOf(await request(app).get(`${image.url}?w=480`).set('Accept', BROWSER_ACCEPT))).toEqual(NOT_FOUND);
    expect((await getFile(kept.url)).status).toBe(200);
    expect(bodyOf<LibraryPage>(await request(app).get('/api/admin/media').set('Authorization', auth)).total).toBe(1);
  });

  it('answers an unknown or malformed id, or a variant id, with 404', async () => {
    await uploaded(await solidImage('png', 30, 20));
    const variantId = (await UploadFile.findOne({ 'metadata.kind': 'variant' }).lean())!._id.toHexString();
    for (const id of [UNKNOWN_ID, 'nope', variantId]) {
      const res = await remove(id);
      expect({ id, status: res.status, body: bodyOf(res) }).toEqual({ id, status: 404, body: NOT_FOUND });
    }
    expect((await stored()).files).toBe(3);
  });
});
