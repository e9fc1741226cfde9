import type { Config } from '../config/config';
import { badRequest, serviceUnavailable } from './api-error';
import { logger } from './logger';

export const RECAPTCHA_FAILED = 'reCAPTCHA verification failed. Please try again.';
const VERIFY_TIMEOUT_MS = 5_000;

interface VerifyAnswer {
  success?: boolean;
  score?: number;
  action?: string;
  hostname?: string;
  'error-codes'?: string[];
}

/**
 * Checks a reCAPTCHA v3 token with the verify endpoint: success, the form's action, a page of this
 * site (`hostname`, when RECAPTCHA_HOSTNAMES names them: a token made on another site that uses
 * the same key is refused), and a score at or above the threshold. Returns the score, or null when
 * the check is off; a failed check is a 400, an unreachable endpoint a 503.
 */
export async function verifyRecaptcha(
  config: Config,
  request: { token: string | undefined; action: string; remoteIp: string | undefined },
): Promise<number | null> {
  const { secretKey, verifyUrl, minScore, hostnames } = config.recaptcha;
  if (!secretKey) return null;
  if (!request.token) throw badRequest(RECAPTCHA_FAILED);

  const form = new URLSearchParams({ secret: secretKey, response: request.token });
  if (request.remoteIp) form.set('remoteip', request.remoteIp);

  let answer: VerifyAnswer;
  try {
    const response = await fetch(verifyUrl, { method: 'POST', body: form, signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`verify endpoint answered ${response.status}`);
    answer = (await response.json()) as VerifyAnswer;
  } catch (error) {
    logger.warn(`reCAPTCHA verification could not be completed: ${(error as Error).message}`);
    throw serviceUnavailable('The bot check is unavailable right now. Please try again in a moment.');
  }

  const score = typeof answer.score === 'number' ? answer.score : 0;
  const onThisSite = hostnames.length === 0 || hostnames.includes(String(answer.hostname).toLowerCase());
  if (answer.success !== true || answer.action !== request.action || !onThisSite || score < minScore) throw badRequest(RECAPTCHA_FAILED);
  return score;
}
