import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import type { Config } from '../../config/config';
import { recaptchaTokenField } from '../../lib/form-bot-check';
import { verifyRecaptcha } from '../../lib/recaptcha';
import { emailField, optionalText, parseInput } from '../../lib/validation';
import { formPage, pageField } from '../subscriptions/form-page';
import { signUp } from '../subscriptions/sign-up.service';

export const WAITLIST_SUCCESS = 'Thank you for joining our wait list!';

/** The rules of the wait list form (SPEC section 5), with its messages. */
export const waitlistSchema = z.object({
  fullName: z
    .string('Name must be at least 2 characters')
    .trim()
    .min(2, 'Name must be at least 2 characters')
    .max(120, 'Name must be at most 120 characters'),
  email: emailField,
  company: optionalText(120),
  token: recaptchaTokenField,
  page: pageField,
});

export function waitlistRouter(config: Config, formLimiter: RequestHandler): Router {
  const router = Router();
  router.post('/', formLimiter, async (req, res) => {
    const { fullName, email, company, token, page } = parseInput(waitlistSchema, req.body);
    const botScore = await verifyRecaptcha(config, { token, action: 'waitlistSubmit', remoteIp: req.ip });
    // New, pending or confirmed: the same answer, so the form reveals nothing about others (signUp).
    await signUp(config, {
      list: 'waitlist',
      email,
      fields: { fullName, company: company ?? null, botScore },
      page: formPage(config, req, page),
    });
    res.status(201).json({ message: WAITLIST_SUCCESS });
  });
  return router;
}
