import { Router, type RequestHandler } from 'express';
import type { Config } from '../../config/config';
import type { PublicResponseCache } from '../../lib/public-response-cache';
import { idParam, parseInput } from '../../lib/validation';
import { isAdminRequest, optionalAdmin, requireAdmin } from '../auth/auth.middleware';
import { nameKeyOf } from '../taxonomy/taxonomy.model';
import { createPostSchema, listPostsQuerySchema, slugParamSchema, updatePostSchema } from './post.schemas';
import * as posts from './post.service';

const postIdParam = idParam('Post');

/**
 * /api/posts public reads, answered from the response cache with its pre-compressed bodies, so the
 * app mounts this router ahead of the compression middleware.
 */
export function publicPostRouter(cache: PublicResponseCache): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const filter = parseInput(listPostsQuerySchema, req.query);
    // Keyed as the category is looked up (case-insensitively), so "adapt" and "ADAPT" share one entry.
    const key = `posts:${filter.category === undefined ? '' : nameKeyOf(filter.category)}`;
    await cache.send(req, res, key, () => posts.listPublishedPosts(filter));
  });
  router.get('/featured', async (req, res) => {
    await cache.send(req, res, 'featured', () => posts.listFeaturedPosts());
  });
  router.get('/slug/:slug', async (req, res) => {
    const { slug } = parseInput(slugParamSchema, req.params);
    await cache.send(req, res, `slug:${slug}`, () => posts.getPublishedPostBySlug(slug));
  });
  return router;
}

/**
 * /api/posts by id (drafts for admins) and the admin writes, which clear the public cache. Post
 * bodies get their own, larger JSON limit.
 */
export function postRouter(config: Config, postBody: RequestHandler, cache: PublicResponseCache): Router {
  const admin = requireAdmin(config);
  const router = Router();
  router.get('/:id', optionalAdmin(config), async (req, res) => {
    res.json(await posts.getPostById(parseInput(postIdParam, req.params).id, isAdminRequest(res)));
  });
  router.post('/', admin, postBody, async (req, res) => {
    const created = await posts.createPost(parseInput(createPostSchema, req.body));
    cache.clear();
    res.status(201).json(created);
  });
  router.put('/:id', admin, postBody, async (req, res) => {
    const { id } = parseInput(postIdParam, req.params);
    const updated = await posts.updatePost(id, parseInput(updatePostSchema, req.body));
    cache.clear();
    res.json(updated);
  });
  router.delete('/:id', admin, async (req, res) => {
    await posts.deletePost(parseInput(postIdParam, req.params).id);
    cache.clear();
    res.status(204).end();
  });
  return router;
}

/** /api/admin/posts: every post, drafts included. */
export function adminPostRouter(config: Config): Router {
  const router = Router();
  router.get('/', requireAdmin(config), async (_req, res) => {
    res.json(await posts.listAllPostsForAdmin());
  });
  return router;
}
