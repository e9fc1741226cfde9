import express, { Router } from 'express';
import { parseInput } from '../../lib/validation';
import { resolveMediaImage } from './media-file';
import { MediaVariants } from './media-variants';
import { mediaQuerySchema } from './media.schemas';
import { variantFormatFor } from './variant-format';

const ONE_WEEK_SECONDS = 7 * 24 * 60 * 60;

/**
 * /api/media: the images shipped with the service. Without `w` the original file is served as is;
 * with `w` (one of MEDIA_WIDTHS) a variant of that width, AVIF where the Accept header asks for it
 * and WebP otherwise (`Vary: Accept` keeps caches from mixing them up). `res.send` sets the ETag,
 * so a conditional request gets 304.
 */
export function mediaRouter(mediaDir: string, variants = new MediaVariants()): Router {
  // No redirect for directories (it would be a 301 to a listing that does not exist): 404 instead.
  const originals = express.static(mediaDir, { maxAge: '7d', index: false, redirect: false });
  const router = Router();
  router.get('/*path', async (req, res, next) => {
    const { w } = parseInput(mediaQuerySchema, req.query);
    if (w === undefined) {
      originals(req, res, next);
      return;
    }
    const file = await resolveMediaImage(mediaDir, req.params.path);
    const variant = await variants.get(file, w, variantFormatFor(req));
    res.set('Cache-Control', `public, max-age=${ONE_WEEK_SECONDS}`).vary('Accept');
    res.type(variant.type).send(variant.bytes);
  });
  return router;
}
