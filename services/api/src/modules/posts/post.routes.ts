import { Router, type RequestHandler, type Response } from 'express';
import type { Config } from '../../config/config';
import { ApiError } from '../../lib/api-error';
import { ExpiringAnswer, type PublicResponseCache } from '../../lib/public-response-cache';
import { parseInput } from '../../lib/validation';
import { optionalStaff, requireStaff, staffIfAny, staffOf } from '../auth/auth.middleware';
import { nameKeyOf } from '../taxonomy/taxonomy.model';
import { POST_MESSAGES } from './post-messages';
import { readPreview } from './post-preview.service';
import { movedTo } from './post-slugs';
import { nextPublishAfter } from './post-visibility';
import { recordAudit } from '../audit/audit-log';
import { assertMayChange } from './post-access';
import { auditedDelete, auditedSave, postTarget } from './post-audit';
import { createPost, deletePost, updatePost } from './post-write.service';
import { createPostSchema, listPostsQuerySchema, postIdParam, previewQuerySchema, slugParamSchema, updatePostSchema } from './post.schemas';
import * as posts from './post.service';

/** A public list as it stands now, kept no longer than until the next scheduled post goes public. */
async function listedNow(list: (now: Date) => Promise<unknown>): Promise<ExpiringAnswer> {
  const now = new Date();
  const [body, nextPublishAt] = await Promise.all([list(now), nextPublishAfter(now)]);
  return new ExpiringAnswer(body, nextPublishAt);
}

/**
 * /api/posts public reads, answered from the response cache with its pre-compressed bodies, so the
 * app mounts this router ahead of the compression middleware. Previews and redirects bypass it.
 */
export function publicPostRouter(config: Config, cache: PublicResponseCache): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const filter = parseInput(listPostsQuerySchema, req.query);
    // Keyed as the category is looked up (case-insensitively), so "adapt" and "ADAPT" share one entry.
    const key = `posts:${filter.category === undefined ? '' : nameKeyOf(filter.category)}`;
    await cache.send(req, res, key, () => listedNow((now) => posts.listPublishedPosts(filter, now)));
  });
  router.get('/featured', async (req, res) => {
    await cache.send(req, res, 'featured', () => listedNow((now) => posts.listFeaturedPosts(now)));
  });
  router.get('/slug/:slug', async (req, res) => {
    const { slug } = parseInput(slugParamSchema, req.params);
    const { preview } = parseInput(previewQuerySchema, req.query);
    if (preview !== undefined) {
      // Unsaved or unpublished text for one admin's link: never kept by any cache, never indexed.
      res.set({ 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' });
      res.json(await readPreview(config, slug, preview));
      return;
    }
    await cache
      .send(req, res, `slug:${slug}`, () => posts.getPublishedPostBySlug(slug))
      .catch((error: unknown) => redirectIfMoved(res, slug, error));
  });
  return router;
}

/** An unknown slug that a public post had before answers 301 to its current one; otherwise the error stands. */
async function redirectIfMoved(res: Response, slug: string, error: unknown): Promise<void> {
  const current = error instanceof ApiError && error.status === 404 ? await movedTo(slug) : null;
  if (current === null) throw error;
  res.status(301).location(`/api/posts/slug/${current}`).json({ message: POST_MESSAGES.moved, slug: current });
}

/**
 * /api/posts by id (drafts and scheduled posts for admins) and the admin writes, which clear the
 * public cache. Post bodies get their own, larger JSON limit.
 */
export function postRouter(config: Config, postBody: RequestHandler, cache: PublicResponseCache): Router {
  const router = Router();
  router.get('/:id', optionalStaff(config, 'GET /api/posts/{id}'), async (req, res) => {
    res.json(await posts.getPostById(parseInput(postIdParam, req.params).id, staffIfAny(res)));
  });
  router.post('/', requireStaff(config, 'POST /api/posts'), postBody, async (req, res) => {
    const input = parseInput(createPostSchema, req.body);
    assertMayChange(staffOf(res), null, input.published ?? false);
    const created = await createPost(input, staffOf(res));
    cache.clear();
    if (created.published) await recordAudit(res, 'post.publish', postTarget(created));
    res.status(201).json(created);
  });
  router.put('/:id', requireStaff(config, 'PUT /api/posts/{id}'), postBody, async (req, res) => {
    const { id } = parseInput(postIdParam, req.params);
    const save = auditedSave(res);
    const updated = await updatePost(id, parseInput(updatePostSchema, req.body), staffOf(res), save.check);
    cache.clear();
    await save.saved(updated);
    res.json(updated);
  });
  router.delete('/:id', requireStaff(config, 'DELETE /api/posts/{id}'), async (req, res) => {
    const removal = auditedDelete(res);
    await deletePost(parseInput(postIdParam, req.params).id, removal.check);
    cache.clear();
    await removal.deleted();
    res.status(204).end();
  });
  return router;
}
