import { z } from 'zod';
import type { Config } from '../config/config';
import { verifyRecaptcha } from './recaptcha';

/** Under this, from the form being shown to it being sent, no person has filled it in. */
export const MIN_FILL_MS = 2_000;

export const recaptchaTokenField = z.string('reCAPTCHA token must be a string.').max(4096, 'reCAPTCHA token is too long.').optional();

/** What the contact and newsletter forms send for their bot check, beside their own fields. */
export const botCheckFields = {
  token: recaptchaTokenField.meta({ description: 'reCAPTCHA v3 token, required when the service verifies reCAPTCHA' }),
  website: z
    .string('must be text')
    .max(2000, 'is too long')
    .optional()
    .meta({ description: 'A field people do not see (a honeypot): anything in it marks the sender as a bot' }),
  elapsedMs: z
    .number('must be a whole number of milliseconds')
    .int('must be a whole number of milliseconds')
    .min(0, 'must be a whole number of milliseconds')
    .optional()
    .meta({
      description: `Milliseconds from the form being shown to it being sent; missing or under ${MIN_FILL_MS} marks the sender as a bot`,
    }),
};

type BotCheckInput = { token?: string; website?: string; elapsedMs?: number };

/**
 * Whether an open form was sent by a person: reCAPTCHA's verdict when the service is configured
 * for it (a failed check is a 400, as on the wait list), else an empty honeypot and a form that
 * was open long enough for a person to fill it in. The route answers a bot as it answers a person
 * but stores nothing: an error would tell the bot's author what to change.
 */
export async function sentByPerson(
  config: Config,
  input: BotCheckInput,
  request: { action: string; remoteIp: string | undefined },
): Promise<boolean> {
  if (config.recaptcha.secretKey) {
    await verifyRecaptcha(config, { token: input.token, ...request });
    return true;
  }
  return !input.website && (input.elapsedMs ?? 0) >= MIN_FILL_MS;
}
