import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import type { Config } from '../../config/config';
import { recaptchaTokenField } from '../../lib/form-bot-check';
import { verifyRecaptcha } from '../../lib/recaptcha';
import { notFound } from '../../lib/api-error';
import { emailField, keptAfterTrim, optionalText, parseInput } from '../../lib/validation';
import { formPage, pageField } from '../subscriptions/form-page';
import { verifyLinkToken } from '../subscriptions/link-token';
import { signUp } from '../subscriptions/sign-up.service';
import { sourceField } from '../subscriptions/sign-up-source';
import type { SubscriberRow } from '../subscriptions/subscription-fields';
import { LINK_NOT_VALID } from '../subscriptions/subscription.service';
import { referrerOf } from './referrals';
import { WaitlistEntry } from './waitlist-entry.model';
import { standingOf } from './waitlist-queue';

export const WAITLIST_SUCCESS = 'Thank you for joining our wait list!';

/** The rules of the wait list form (SPEC section 5), with its messages. */
export const waitlistSchema = z.object({
  fullName: z
    .string('Name must be at least 2 characters')
    .trim()
    .min(2, 'Name must be at least 2 characters')
    .max(120, 'Name must be at most 120 characters')
    .regex(keptAfterTrim(2), 'Name must be at least 2 characters'),
  email: emailField,
  company: optionalText(120),
  token: recaptchaTokenField,
  page: pageField,
  source: sourceField,
  // A referral link's token (?ref= on the page the form was sent from): one that is no token is dropped, never refused.
  referral: z
    .string()
    .max(256)
    .optional()
    .catch(undefined)
    .meta({ description: 'The token of the referral link the visitor arrived through, if any' }),
});

export function waitlistRouter(config: Config, formLimiter: RequestHandler): Router {
  const router = Router();
  router.post('/', formLimiter, async (req, res) => {
    const { fullName, email, company, token, page, source, referral } = parseInput(waitlistSchema, req.body);
    const botScore = await verifyRecaptcha(config, { token, action: 'waitlistSubmit', remoteIp: req.ip });
    // New, pending or confirmed: the same answer, so the form reveals nothing about others (signUp).
    await signUp(config, {
      list: 'waitlist',
      email,
      fields: { fullName, company: company ?? null, botScore, referredBy: referrerOf(config, referral) ?? null },
      page: formPage(config, req, page),
      source,
    });
    res.status(201).json({ message: WAITLIST_SUCCESS });
  });
  // A person's status page (/waitlist/status/{token}, the link in their welcome mail): where they stand. The signed token is the only credential.
  router.get('/status/:token', async (req, res) => {
    const claims = verifyLinkToken(config, req.params.token);
    if (claims?.purpose !== 'status' || claims.list !== 'waitlist') throw notFound(LINK_NOT_VALID);
    const entry = await WaitlistEntry.findById(claims.id).lean<SubscriberRow>();
    if (!entry) throw notFound(LINK_NOT_VALID);
    res.set('Cache-Control', 'no-store').json(await standingOf(config, entry));
  });
  return router;
}
