import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { markAudienceChanged } from '../../lib/audience-changes';
import type { Config } from '../../config/config';
import { botCheckFields, sentByPerson } from '../../lib/form-bot-check';
import { logger } from '../../lib/logger';
import { emailField, keptAfterTrim, parseInput } from '../../lib/validation';
import { ContactMessage } from './contact-message.model';
import { queueContactNotice } from './contact-notice';

export const CONTACT_SUCCESS = "Thank you for your message! We'll get back to you soon.";

/** The subjects the contact form offers (SPEC section 3). */
export const CONTACT_SUBJECTS = ['general', 'support', 'partnership', 'feedback'] as const;
export const CONTACT_NAME_MAX = 120;
export const CONTACT_MESSAGE_MAX = 5000;

/** The contact form's fields and its bot check's; unknown fields are dropped. */
export const contactSchema = z.object({
  name: z
    .string('Please enter your name')
    .trim()
    .min(1, 'Please enter your name')
    .max(CONTACT_NAME_MAX, `Name must be at most ${CONTACT_NAME_MAX} characters`)
    .regex(keptAfterTrim(1), 'Please enter your name'),
  email: emailField,
  subject: z.enum(CONTACT_SUBJECTS, 'Please choose a subject: general, support, partnership or feedback'),
  message: z
    .string('Please enter a message')
    .trim()
    .min(1, 'Please enter a message')
    .max(CONTACT_MESSAGE_MAX, `Message must be at most ${CONTACT_MESSAGE_MAX} characters`)
    .regex(keptAfterTrim(1), 'Please enter a message'),
  ...botCheckFields,
});

export function contactRouter(config: Config, formLimiter: RequestHandler): Router {
  const router = Router();
  router.post('/', formLimiter, async (req, res) => {
    const { name, email, subject, message, ...botCheck } = parseInput(contactSchema, req.body);
    // A bot is thanked as a person is, and nothing is stored (see sentByPerson).
    if (await sentByPerson(config, botCheck, { action: 'contactSubmit', remoteIp: req.ip })) {
      await ContactMessage.create({ name, email, subject, message });
      markAudienceChanged();
      // Stored is what matters to the sender: a notice that fails now is left to the sweep.
      await queueContactNotice(config).catch((error: unknown) => logger.error(`The contact notice: ${(error as Error).message}`));
    }
    res.status(201).json({ message: CONTACT_SUCCESS });
  });
  return router;
}
