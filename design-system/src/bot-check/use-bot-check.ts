import { useEffect, useRef } from 'react';
import { preloadRecaptcha, recaptchaToken } from './recaptcha';

/** What an open form sends for its bot check beside its own fields (see the API's form-bot-check.ts). */
export interface BotCheckFields {
  /** The honeypot's content: empty from a person. */
  website: string;
  /** From the form being shown to it being sent. */
  elapsedMs: number;
  /** reCAPTCHA v3's token, when configured. */
  token?: string;
}

/**
 * The bot check of an open form (contact, newsletter): render `<HoneypotField ref={honeypot} />`
 * inside the form, call `warmUp` when the visitor starts on it, and send `await fields()` with it.
 * The API decides: reCAPTCHA when it is configured, else the honeypot and the fill time.
 */
export function useBotCheck(action: string) {
  const honeypot = useRef<HTMLInputElement>(null);
  const shownAt = useRef(0);
  useEffect(() => {
    shownAt.current = Date.now();
  }, []);

  return {
    honeypot,
    warmUp: preloadRecaptcha,
    /** Rejects with a BotCheckError (its message is for the visitor) when reCAPTCHA cannot run. */
    fields: async (): Promise<BotCheckFields> => ({
      website: honeypot.current?.value ?? '',
      elapsedMs: Date.now() - shownAt.current,
      token: await recaptchaToken(action),
    }),
  };
}
