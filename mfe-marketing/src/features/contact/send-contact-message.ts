import { apiUrl, readMessage, type BotCheckFields } from '@fns/design-system';
import type { ContactValues } from './contact-content';

export const CONTACT_SENT_FALLBACK = "Thank you for your message! We'll get back to you soon.";
export const CONTACT_NETWORK_ERROR = 'We could not reach our server. Please check your connection and try again.';
export const contactHttpError = (status: number) => `We could not send your message (HTTP ${status}). Please try again.`;

/** POST /api/contact with the bot check's fields; resolves with the thank-you text, rejects with a message to show. */
export async function sendContactMessage(values: ContactValues, botCheck: BotCheckFields): Promise<string> {
  let response: Response;
  try {
    response = await fetch(apiUrl('/contact'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ ...values, ...botCheck }),
    });
  } catch {
    throw new Error(CONTACT_NETWORK_ERROR);
  }
  const message = await readMessage(response);
  if (!response.ok) throw new Error(message ?? contactHttpError(response.status));
  return message ?? CONTACT_SENT_FALLBACK;
}
