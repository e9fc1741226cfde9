import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import type { Config } from '../../config/config';
import { botCheckFields, sentByPerson } from '../../lib/form-bot-check';
import { insertOnce } from '../../lib/insert-once';
import { emailField, parseInput } from '../../lib/validation';
import { NewsletterSubscriber } from './newsletter-subscriber.model';

export const NEWSLETTER_SUCCESS = 'Thanks for subscribing! Look out for our next letter.';

export const newsletterSchema = z.object({ email: emailField, ...botCheckFields });

/**
 * Single opt-in: this product sends no mail, so it has no confirmation link to send. Double opt-in
 * belongs with whatever sends the letter (the list is exported as CSV); once this service sends
 * mail itself, a new subscriber should stay pending until they follow a confirmation link.
 */
export function newsletterRouter(config: Config, formLimiter: RequestHandler): Router {
  const router = Router();
  router.post('/', formLimiter, async (req, res) => {
    const { email, ...botCheck } = parseInput(newsletterSchema, req.body);
    // A bot is thanked as a person is, and nothing is stored (see sentByPerson).
    if (await sentByPerson(config, botCheck, { action: 'newsletterSubmit', remoteIp: req.ip }))
      await insertOnce(NewsletterSubscriber, email, {});
    res.status(201).json({ message: NEWSLETTER_SUCCESS });
  });
  return router;
}
