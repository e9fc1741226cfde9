import type { Config } from '../../config/config';
import { badRequest, serviceUnavailable } from '../../lib/api-error';
import { logger } from '../../lib/logger';

export const RECAPTCHA_ACTION = 'waitlistSubmit';
export const RECAPTCHA_FAILED = 'reCAPTCHA verification failed. Please try again.';
const VERIFY_TIMEOUT_MS = 5_000;

interface VerifyAnswer {
  success?: boolean;
  score?: number;
  action?: string;
  'error-codes'?: string[];
}

/**
 * Checks a reCAPTCHA v3 token with the verify endpoint: success, the wait list action and a
 * score at or above the threshold. Returns the score, or null when the check is off.
 */
export async function verifyRecaptcha(config: Config, token: string | undefined, remoteIp: string | undefined): Promise<number | null> {
  const { secretKey, verifyUrl, minScore } = config.recaptcha;
  if (!secretKey) return null;
  if (!token) throw badRequest(RECAPTCHA_FAILED);

  const form = new URLSearchParams({ secret: secretKey, response: token });
  if (remoteIp) form.set('remoteip', remoteIp);

  let answer: VerifyAnswer;
  try {
    const response = await fetch(verifyUrl, { method: 'POST', body: form, signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`verify endpoint answered ${response.status}`);
    answer = (await response.json()) as VerifyAnswer;
  } catch (error) {
    logger.warn('reCAPTCHA verification could not be completed:', (error as Error).message);
    throw serviceUnavailable('The bot check is unavailable right now. Please try again in a moment.');
  }

  const score = typeof answer.score === 'number' ? answer.score : 0;
  if (answer.success !== true || answer.action !== RECAPTCHA_ACTION || score < minScore) throw badRequest(RECAPTCHA_FAILED);
  return score;
}
