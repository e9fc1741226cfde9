import { Router, type RequestHandler } from 'express';
import type { Config } from '../../config/config';
import type { PublicResponseCache } from '../../lib/public-response-cache';
import { parseInput } from '../../lib/validation';
import { adminOf, requireAdmin } from '../auth/auth.middleware';
import { createPreview } from './post-preview.service';
import { getRevision, listRevisions } from './post-revision.service';
import { restoreRevision } from './post-write.service';
import { postIdParam, previewPostSchema, restoreRevisionSchema, revisionParams } from './post.schemas';
import { listAllPostsForAdmin } from './post.service';

/**
 * /api/admin/posts: every post with its status, a post's revisions (and restoring one, which clears
 * the public cache like any save), and previews of unsaved changes. Bodies are optional.
 */
export function adminPostRouter(
  config: Config,
  bodies: { json: RequestHandler; postBody: RequestHandler },
  cache: PublicResponseCache,
): Router {
  const router = Router();
  router.use(requireAdmin(config));
  router.get('/', async (_req, res) => {
    res.json(await listAllPostsForAdmin());
  });
  router.get('/:id/revisions', async (req, res) => {
    res.json(await listRevisions(parseInput(postIdParam, req.params).id));
  });
  router.get('/:id/revisions/:revisionId', async (req, res) => {
    const { id, revisionId } = parseInput(revisionParams, req.params);
    res.json(await getRevision(id, revisionId));
  });
  router.post('/:id/revisions/:revisionId/restore', bodies.json, async (req, res) => {
    const { id, revisionId } = parseInput(revisionParams, req.params);
    const { version } = parseInput(restoreRevisionSchema, req.body ?? {});
    const restored = await restoreRevision(id, revisionId, version, adminOf(res).username);
    cache.clear();
    res.json(restored);
  });
  router.post('/:id/preview', bodies.postBody, async (req, res) => {
    const { id } = parseInput(postIdParam, req.params);
    res.status(201).json(await createPreview(config, id, parseInput(previewPostSchema, req.body ?? {})));
  });
  return router;
}
