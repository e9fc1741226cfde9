import { apiUrl, readMessage } from '@fns/design-system';
import type { WaitlistFields } from './validate-waitlist';

export const RECAPTCHA_ACTION = 'waitlistSubmit';

export const WAITLIST_ERRORS = {
  notReady: 'reCAPTCHA not ready. Please try again.',
  verificationFailed: 'reCAPTCHA verification failed. Please try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;

/** A failure whose message is shown to the visitor as is. */
export class WaitlistError extends Error {}

/**
 * Gets a bot-check token (when the check is configured) and posts the sign-up. Resolves on
 * success; rejects with a WaitlistError carrying the exact text to show (SPEC section 8).
 */
export async function submitWaitlist(
  fields: WaitlistFields,
  botCheck: { enabled: boolean; execute?: (action: string) => Promise<string> },
): Promise<void> {
  let token: string | undefined;
  if (botCheck.enabled) {
    if (!botCheck.execute) throw new WaitlistError(WAITLIST_ERRORS.notReady);
    try {
      token = await botCheck.execute(RECAPTCHA_ACTION);
    } catch {
      throw new WaitlistError(WAITLIST_ERRORS.verificationFailed);
    }
  }

  let response: Response;
  try {
    response = await fetch(apiUrl('/waitlist'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: fields.email.trim(), fullName: fields.fullName.trim(), company: fields.company.trim(), token }),
    });
  } catch {
    throw new WaitlistError(WAITLIST_ERRORS.unexpected);
  }
  if (!response.ok) throw new WaitlistError((await readMessage(response)) ?? `HTTP error! Status: ${response.status}`);
}
