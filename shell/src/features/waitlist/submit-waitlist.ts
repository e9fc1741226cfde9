import { apiUrl, BotCheckError, RECAPTCHA_ERRORS, readMessage, recaptchaToken } from '@fns/design-system';
import { signUpSource } from '../sign-up-source/sign-up-source';
import { storedReferral } from './referral';
import type { WaitlistFields } from './validate-waitlist';

export const RECAPTCHA_ACTION = 'waitlistSubmit';

export const WAITLIST_ERRORS = {
  ...RECAPTCHA_ERRORS,
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;

/** A failure whose message is shown to the visitor as is. */
export class WaitlistError extends Error {}

/**
 * Gets a bot-check token (when reCAPTCHA is configured) and posts the sign-up, with the referral
 * the visitor came with, if any. Resolves on success; rejects with a WaitlistError carrying the
 * exact text to show (SPEC section 8).
 */
export async function submitWaitlist(
  fields: WaitlistFields,
  tokenFor: (action: string) => Promise<string | undefined> = recaptchaToken,
  referral: string | undefined = storedReferral(),
): Promise<void> {
  let token: string | undefined;
  try {
    token = await tokenFor(RECAPTCHA_ACTION);
  } catch (error) {
    throw new WaitlistError(error instanceof BotCheckError ? error.message : WAITLIST_ERRORS.verificationFailed);
  }

  let response: Response;
  try {
    response = await fetch(apiUrl('/waitlist'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      // The page it was sent from goes into the consent record; where the visitor came from, into the sign-up figures.
      body: JSON.stringify({
        email: fields.email.trim(),
        fullName: fields.fullName.trim(),
        company: fields.company.trim(),
        page: globalThis.location?.pathname,
        source: signUpSource(),
        token,
        referral,
      }),
    });
  } catch {
    throw new WaitlistError(WAITLIST_ERRORS.unexpected);
  }
  if (!response.ok) throw new WaitlistError((await readMessage(response)) ?? `HTTP error! Status: ${response.status}`);
}
