import { Router, type RequestHandler } from 'express';
import type { Config } from '../../config/config';
import type { PublicResponseCache } from '../../lib/public-response-cache';
import { parseInput } from '../../lib/validation';
import { requireStaff, staffOf } from '../auth/auth.middleware';
import { postOpenTo } from './post-access';
import { auditedSave } from './post-audit';
import { createPreview } from './post-preview.service';
import { getRevision, listRevisions } from './post-revision.service';
import { restoreRevision } from './post-write.service';
import { postIdParam, previewPostSchema, restoreRevisionSchema, revisionParams } from './post.schemas';
import { listPostsForStaff } from './post.service';

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
  router.get('/', requireStaff(config, 'GET /api/admin/posts'), async (_req, res) => {
    res.json(await listPostsForStaff(staffOf(res)));
  });
  router.get('/:id/revisions', requireStaff(config, 'GET /api/admin/posts/{id}/revisions'), async (req, res) => {
    const { id } = parseInput(postIdParam, req.params);
    await postOpenTo(staffOf(res), id);
    res.json(await listRevisions(id));
  });
  router.get('/:id/revisions/:revisionId', requireStaff(config, 'GET /api/admin/posts/{id}/revisions/{revisionId}'), async (req, res) => {
    const { id, revisionId } = parseInput(revisionParams, req.params);
    await postOpenTo(staffOf(res), id);
    res.json(await getRevision(id, revisionId));
  });
  router.post(
    '/:id/revisions/:revisionId/restore',
    requireStaff(config, 'POST /api/admin/posts/{id}/revisions/{revisionId}/restore'),
    bodies.json,
    async (req, res) => {
      const { id, revisionId } = parseInput(revisionParams, req.params);
      const { version } = parseInput(restoreRevisionSchema, req.body ?? {});
      const save = auditedSave(res);
      const restored = await restoreRevision(id, revisionId, version, staffOf(res), save.check);
      cache.clear();
      await save.saved(restored);
      res.json(restored);
    },
  );
  router.post('/:id/preview', requireStaff(config, 'POST /api/admin/posts/{id}/preview'), bodies.postBody, async (req, res) => {
    const { id } = parseInput(postIdParam, req.params);
    await postOpenTo(staffOf(res), id);
    res.status(201).json(await createPreview(config, id, parseInput(previewPostSchema, req.body ?? {})));
  });
  return router;
}
