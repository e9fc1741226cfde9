import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import type { Config } from '../../config/config';
import { emailField, parseInput } from '../../lib/validation';
import { requireStaff } from '../auth/auth.middleware';
import { postIdParam } from '../posts/post.schemas';
import { newsletterOverview, sendNewsletter, sendTestLetter } from './newsletter-sends';

/** POST …/newsletter/test: where the test letter goes. */
export const testLetterSchema = z.strictObject({ to: emailField });

/** POST …/newsletter: `resend: true` confirms sending a post that went out before. */
export const sendLetterSchema = z.strictObject({ resend: z.boolean('Resend ("resend") must be true or false.').optional() });

/** /api/admin/posts/{id}/newsletter…: a published post as the newsletter — its preview, a test, the send. */
export function newsletterSendRouter(config: Config, json: RequestHandler): Router {
  const router = Router();
  router.get('/:id/newsletter', requireStaff(config, 'GET /api/admin/posts/{id}/newsletter'), async (req, res) => {
    res.json(await newsletterOverview(config, parseInput(postIdParam, req.params).id));
  });
  router.post('/:id/newsletter/test', requireStaff(config, 'POST /api/admin/posts/{id}/newsletter/test'), json, async (req, res) => {
    const { id } = parseInput(postIdParam, req.params);
    const { to } = parseInput(testLetterSchema, req.body);
    await sendTestLetter(config, id, to);
    res.status(202).json({ message: `A test is on its way to ${to}.` });
  });
  router.post('/:id/newsletter', requireStaff(config, 'POST /api/admin/posts/{id}/newsletter'), json, async (req, res) => {
    const { id } = parseInput(postIdParam, req.params);
    const { resend = false } = parseInput(sendLetterSchema, req.body ?? {});
    res.status(201).json(await sendNewsletter(config, id, resend));
  });
  return router;
}
