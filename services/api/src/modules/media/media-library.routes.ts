import { pipeline } from 'node:stream/promises';
import { Router } from 'express';
import type { Config } from '../../config/config';
import { parseInput } from '../../lib/validation';
import { requireStaff } from '../auth/auth.middleware';
import { readFile } from './gridfs-files';
import { imageIdOf, libraryPageQuerySchema } from './media-library.schemas';
import { deleteImage, findUpload, listImages, storeImage } from './media-library.service';
import { mediaQuerySchema } from './media.schemas';
import { readUploadedFile } from './multipart-upload';
import { variantFormatFor } from './variant-format';

/** A stored file never changes (a new upload gets a new id), so caches keep it for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The media library: /api/admin/media for admins (upload, list, delete) and the public
 * /api/uploads/{id}[?w=] that serves what was uploaded. Like /api/media, images keep helmet's
 * Cross-Origin-Resource-Policy (same-origin): pages load them through the shell's /api proxy,
 * from the page's own origin, in development as in production.
 */
export function mediaLibraryRouter(config: Config): Router {
  const router = Router();

  router.post('/admin/media', requireStaff(config, 'POST /api/admin/media'), async (req, res) => {
    const image = await storeImage(await readUploadedFile(req));
    res.status(201).location(image.url).json(image);
  });

  router.get('/admin/media', requireStaff(config, 'GET /api/admin/media'), async (req, res) => {
    res.json(await listImages(parseInput(libraryPageQuerySchema, req.query)));
  });

  router.delete('/admin/media/:id', requireStaff(config, 'DELETE /api/admin/media/{id}'), async (req, res) => {
    await deleteImage(imageIdOf(req.params.id));
    res.status(204).end();
  });

  router.get('/uploads/:id', async (req, res) => {
    const { w } = parseInput(mediaQuerySchema, req.query);
    const file = await findUpload(imageIdOf(req.params.id), w, variantFormatFor(req));
    // A variant is AVIF or WebP by the Accept header; the original is the same for every request.
    if (w !== undefined) res.vary('Accept');
    // A file's id names its bytes for good: a strong validator.
    res.set({ 'Cache-Control': IMMUTABLE, ETag: `"${file._id.toHexString()}"`, 'Content-Type': file.metadata.contentType });
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.set('Content-Length', String(file.length));
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    try {
      await pipeline(readFile(file), res);
    } catch (error) {
      // The client went away mid-download: nothing to answer, nothing to log.
      if ((error as { code?: string }).code !== 'ERR_STREAM_PREMATURE_CLOSE') throw error;
    }
  });

  return router;
}
