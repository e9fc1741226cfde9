import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import sharp from 'sharp';
import request from 'supertest';
import { errorHandler } from '../../../middleware/error-handler';
import { bodyOf, type MessageBody } from '../../../test-support/response-body';
import { testApp } from '../../../test-support/test-app';
import { MEDIA_DIR } from '../media-file';
import { MediaVariants } from '../media-variants';
import { MEDIA_WIDTHS } from '@fns/contracts/media-widths';
import { mediaRouter } from '../media.routes';
import { animatedGif, binary, BROWSER_ACCEPT, variesOnAccept, pixelBomb } from './test-images';

const { app } = testApp();
const COVER = 'sample/build-team-cover.jpg';
const original = readFileSync(path.join(MEDIA_DIR, COVER));

const getImage = (url: string) => request(app).get(url).buffer(true).parse(binary);
const getVariant = (target: express.Express, url: string, accept?: string) => {
  const pending = request(target).get(url).buffer(true).parse(binary);
  return accept === undefined ? pending : pending.set('Accept', accept);
};

describe('GET /api/media/{path} without w', () => {
  it('serves the original file unchanged', async () => {
    const res = await getImage(`/api/media/${COVER}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=604800');
    expect(Buffer.compare(bodyOf<Buffer>(res), original)).toBe(0);
    // The same file whatever the browser takes: nothing to vary on.
    expect(variesOnAccept(res)).toBe(false);
    const fromBrowser = await getVariant(app, `/api/media/${COVER}`, BROWSER_ACCEPT);
    expect([fromBrowser.headers['content-type'], Buffer.compare(bodyOf<Buffer>(fromBrowser), original)]).toEqual(['image/jpeg', 0]);
    // Other query parameters are ignored, as on the post list ("w[]" is just another name).
    for (const query of ['v=2', 'w[]=480']) {
      const other = await getImage(`/api/media/${COVER}?${query}`);
      expect(Buffer.compare(bodyOf<Buffer>(other), original)).toBe(0);
    }
  });

  it('answers missing files and directories with a JSON 404', async () => {
    for (const url of ['/api/media/sample/missing.jpg', '/api/media/sample', '/api/media/sample/', '/api/media/..%2Fpackage.json']) {
      const res = await request(app).get(url);
      expect({ url, status: res.status }).toEqual({ url, status: 404 });
      expect(bodyOf<MessageBody>(res).message).toEqual(expect.any(String));
    }
  });
});

describe('GET /api/media/{path}?w=', () => {
  it('resizes to a much smaller WebP of that width', async () => {
    const res = await getImage(`/api/media/${COVER}?w=480`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=604800');
    expect(variesOnAccept(res)).toBe(true);
    expect(res.headers.etag).toEqual(expect.any(String));
    const meta = await sharp(bodyOf<Buffer>(res)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 480, height: 252 });
    expect(bodyOf<Buffer>(res).length).toBeLessThan(original.length / 3);
  });

  it('serves every listed width, never wider than the original', async () => {
    for (const width of MEDIA_WIDTHS) {
      const res = await getImage(`/api/media/${COVER}?w=${width}&utm_source=x`);
      expect(res.status).toBe(200);
      expect((await sharp(bodyOf<Buffer>(res)).metadata()).width).toBe(Math.min(width, 1200));
    }
    const shipped = await getImage('/api/media/brand/social-default.jpg?w=1200');
    expect(shipped.headers['content-type']).toBe('image/webp');
  });

  it('answers a width that is not listed with 400', async () => {
    for (const query of ['w=500', 'w=abc', 'w=', 'w', 'w=480&w=800', 'w=480.0', 'w=%20480']) {
      const res = await request(app).get(`/api/media/${COVER}?${query}`);
      expect({ query, status: res.status }).toEqual({ query, status: 400 });
      expect(res.body).toEqual({ message: 'The width w must be one of 480, 800, 1200.' });
    }
  });

  it('answers missing files, escapes and other extensions with 404', async () => {
    for (const file of [
      'sample/missing.jpg',
      '..%2Fpackage.json',
      '..%2F..%2Fpackage.json',
      'sample/..%2F..%2Fpackage.json',
      '%2Fetc%2Fpasswd',
      'sample/build-team-cover.jpg%00.png',
      '.env',
      'sample',
      '..%2Fsrc%2Fapp.ts',
    ]) {
      const res = await request(app).get(`/api/media/${file}?w=480`);
      expect({ file, status: res.status }).toEqual({ file, status: 404 });
      expect(res.body).toEqual({ message: 'Image not found.' });
    }
  });

  it('answers a path that cannot be decoded with 400', async () => {
    const res = await request(app).get('/api/media/%E0%A4%A.jpg?w=480');
    expect(res.status).toBe(400);
    expect(bodyOf<MessageBody>(res).message).toEqual(expect.any(String));
  });

  it('answers a matching If-None-Match with 304', async () => {
    const first = await getImage(`/api/media/${COVER}?w=800`);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const second = await request(app).get(`/api/media/${COVER}?w=800`).set('If-None-Match', etag);
    expect(second.status).toBe(304);
  });

  it('refuses an image above the pixel limit with 422, not a 500', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'media-'));
    try {
      // 51 megapixels in about 50 KB: under sharp's default limit (268 megapixels), over ours.
      writeFileSync(path.join(dir, 'bomb.png'), pixelBomb(10_000, 5_100));
      const own = express().use('/media', mediaRouter(dir)).use(errorHandler);
      const res = await request(own).get('/media/bomb.png?w=480');
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ message: 'The image is too large to process (more than 50 million pixels).' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('resizes once for concurrent requests of the same variant', async () => {
    const variants = new MediaVariants();
    const own = express().use('/media', mediaRouter(MEDIA_DIR, variants)).use(errorHandler);
    const [a, b] = await Promise.all([
      request(own).get(`/media/${COVER}?w=480`).buffer(true).parse(binary),
      request(own).get(`/media/${COVER}?w=480`).buffer(true).parse(binary),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(Buffer.compare(bodyOf<Buffer>(a), bodyOf<Buffer>(b))).toBe(0);
    expect(variants.stats()).toEqual({ size: 1, produced: 1 });
  });
});

describe('GET /api/media/{path}?w= by Accept', () => {
  it('answers AVIF where the Accept header names it, at the width asked for', async () => {
    for (const width of MEDIA_WIDTHS) {
      const res = await getVariant(app, `/api/media/${COVER}?w=${width}`, BROWSER_ACCEPT);
      expect(res.status).toBe(200);
      expect(res.headers).toMatchObject({ 'content-type': 'image/avif', 'cache-control': 'public, max-age=604800' });
      expect(variesOnAccept(res)).toBe(true);
      const meta = await sharp(bodyOf<Buffer>(res)).metadata();
      expect(meta).toMatchObject({ format: 'heif', compression: 'av1', width: Math.min(width, 1200) });
      // The point of it: fewer bytes than the WebP of that width, at a like quality.
      const webp = await getVariant(app, `/api/media/${COVER}?w=${width}`);
      expect(bodyOf<Buffer>(res).length).toBeLessThan(bodyOf<Buffer>(webp).length);
    }
  });

  it('answers WebP to any other Accept: a wildcard is no promise to decode AVIF', async () => {
    const accepts = [
      undefined,
      '*/*',
      'image/*',
      'image/webp,*/*',
      'image/avif;q=0,image/webp,*/*',
      'image/webp,image/avif;q=0.5',
      'text/html',
    ];
    for (const accept of accepts) {
      const res = await getVariant(app, `/api/media/${COVER}?w=480`, accept);
      expect({ accept, status: res.status, type: res.headers['content-type'], vary: variesOnAccept(res) }).toEqual({
        accept,
        status: 200,
        type: 'image/webp',
        vary: true,
      });
      expect((await sharp(bodyOf<Buffer>(res)).metadata()).format).toBe('webp');
    }
    const upperCase = await getVariant(app, `/api/media/${COVER}?w=480`, 'IMAGE/AVIF, image/webp;q=0.9');
    expect(upperCase.headers['content-type']).toBe('image/avif');
  });

  it('encodes each format once, then answers both from memory with ETags of their own', async () => {
    const variants = new MediaVariants();
    const own = express().use('/media', mediaRouter(MEDIA_DIR, variants)).use(errorHandler);
    const url = `/media/${COVER}?w=800`;
    const [avif, webp] = [await getVariant(own, url, BROWSER_ACCEPT), await getVariant(own, url, 'image/webp,*/*')];
    expect([avif.headers['content-type'], webp.headers['content-type']]).toEqual(['image/avif', 'image/webp']);
    expect(avif.headers.etag).not.toBe(webp.headers.etag);
    expect(variants.stats()).toEqual({ size: 2, produced: 2 });

    const [avifAgain, webpAgain] = [await getVariant(own, url, BROWSER_ACCEPT), await getVariant(own, url)];
    expect(Buffer.compare(bodyOf<Buffer>(avifAgain), bodyOf<Buffer>(avif))).toBe(0);
    expect(Buffer.compare(bodyOf<Buffer>(webpAgain), bodyOf<Buffer>(webp))).toBe(0);
    expect(variants.stats()).toEqual({ size: 2, produced: 2 });

    // A cache revalidating one format's copy gets 304 for it, still saying what it varies on.
    const notModified = await request(own).get(url).set('Accept', BROWSER_ACCEPT).set('If-None-Match', String(avif.headers.etag));
    expect([notModified.status, variesOnAccept(notModified)]).toEqual([304, true]);
    const otherFormat = await request(own).get(url).set('If-None-Match', String(avif.headers.etag));
    expect([otherFormat.status, otherFormat.headers['content-type']]).toEqual([200, 'image/webp']);
  });

  it('answers an animation with its animated WebP, which sharp cannot write as AVIF', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'media-'));
    try {
      const animated = await sharp(await animatedGif(20, 10, [100, 200, 300]), { animated: true })
        .webp()
        .toBuffer();
      writeFileSync(path.join(dir, 'spinner.webp'), animated);
      const variants = new MediaVariants();
      const own = express().use('/media', mediaRouter(dir, variants)).use(errorHandler);
      for (let round = 0; round < 2; round++) {
        const res = await getVariant(own, '/media/spinner.webp?w=480', BROWSER_ACCEPT);
        expect([res.status, res.headers['content-type'], variesOnAccept(res)]).toEqual([200, 'image/webp', true]);
        const meta = await sharp(bodyOf<Buffer>(res), { animated: true }).metadata();
        expect(meta).toMatchObject({ format: 'webp', pages: 3, width: 20, pageHeight: 10 });
      }
      // The AVIF key holds the WebP: one look at the file, one encoding.
      expect(variants.stats()).toEqual({ size: 2, produced: 2 });
      await getVariant(own, '/media/spinner.webp?w=480');
      expect(variants.stats()).toEqual({ size: 2, produced: 2 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
