import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import type { Config } from '../../config/config';
import { botCheckFields, sentByPerson } from '../../lib/form-bot-check';
import { emailField, parseInput } from '../../lib/validation';
import { formPage, pageField } from '../subscriptions/form-page';
import { sourceField } from '../subscriptions/sign-up-source';
import { signUp } from '../subscriptions/sign-up.service';

/** The same answer for a new, pending or confirmed address (the form's text stays as it was; the next letter is the confirmation). */
export const NEWSLETTER_SUCCESS = 'Thanks for subscribing! Look out for our next letter.';

export const newsletterSchema = z.object({ email: emailField, page: pageField, source: sourceField, ...botCheckFields });

export function newsletterRouter(config: Config, formLimiter: RequestHandler): Router {
  const router = Router();
  router.post('/', formLimiter, async (req, res) => {
    const { email, page, source, ...botCheck } = parseInput(newsletterSchema, req.body);
    // A bot is thanked as a person is, and nothing is stored (see sentByPerson).
    if (await sentByPerson(config, botCheck, { action: 'newsletterSubmit', remoteIp: req.ip }))
      await signUp(config, { list: 'newsletter', email, page: formPage(config, req, page), source });
    res.status(201).json({ message: NEWSLETTER_SUCCESS });
  });
  return router;
}
