import { Router, type RequestHandler } from 'express';
import type { Config } from '../../config/config';
import { idParam, parseInput } from '../../lib/validation';
import { isAdminRequest, optionalAdmin, requireAdmin } from '../auth/auth.middleware';
import { createPostSchema, listPostsQuerySchema, slugParamSchema, updatePostSchema } from './post.schemas';
import * as posts from './post.service';

const postIdParam = idParam('Post');

/** /api/posts: public reads, admin writes. Post bodies get their own (larger) JSON limit. */
export function postRouter(config: Config, postBody: RequestHandler): Router {
  const admin = requireAdmin(config);
  const router = Router();

  router.get('/', async (req, res) => {
    res.json(await posts.listPublishedPosts(parseInput(listPostsQuerySchema, req.query)));
  });
  router.get('/featured', async (_req, res) => {
    res.json(await posts.listFeaturedPosts());
  });
  router.get('/slug/:slug', async (req, res) => {
    res.json(await posts.getPublishedPostBySlug(parseInput(slugParamSchema, req.params).slug));
  });
  router.get('/:id', optionalAdmin(config), async (req, res) => {
    res.json(await posts.getPostById(parseInput(postIdParam, req.params).id, isAdminRequest(res)));
  });
  router.post('/', admin, postBody, async (req, res) => {
    res.status(201).json(await posts.createPost(parseInput(createPostSchema, req.body)));
  });
  router.put('/:id', admin, postBody, async (req, res) => {
    const { id } = parseInput(postIdParam, req.params);
    res.json(await posts.updatePost(id, parseInput(updatePostSchema, req.body)));
  });
  router.delete('/:id', admin, async (req, res) => {
    await posts.deletePost(parseInput(postIdParam, req.params).id);
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
