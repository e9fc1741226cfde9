import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { insertOnce } from '../../lib/insert-once';
import { emailField, parseInput } from '../../lib/validation';
import { NewsletterSubscriber } from './newsletter-subscriber.model';

export const NEWSLETTER_SUCCESS = 'Thanks for subscribing! Look out for our next letter.';

export const newsletterSchema = z.object({ email: emailField });

export function newsletterRouter(formLimiter: RequestHandler): Router {
  const router = Router();
  router.post('/', formLimiter, async (req, res) => {
    const { email } = parseInput(newsletterSchema, req.body);
    await insertOnce(NewsletterSubscriber, email, {});
    res.status(201).json({ message: NEWSLETTER_SUCCESS });
  });
  return router;
}
