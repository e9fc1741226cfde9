/** What the wait list shows when its bot check cannot run (SPEC section 8); the other open forms show the same. */
export const RECAPTCHA_ERRORS = {
  notReady: 'reCAPTCHA not ready. Please try again.',
  verificationFailed: 'reCAPTCHA verification failed. Please try again.',
} as const;

/** A bot check that could not run in the browser; its message is meant to be shown as is. */
export class BotCheckError extends Error {}

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

const SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';
const LOAD_TIMEOUT_MS = 10_000;

/**
 * reCAPTCHA v3's public site key. The shell sets it from its runtime config at boot and remotes read
 * it through this singleton module; empty: no reCAPTCHA, the open forms rely on their honeypot and
 * fill time (the API then checks those), and the wait list sends no token.
 */
let siteKey = '';
let loading: Promise<Grecaptcha> | undefined;

export function setRecaptchaSiteKey(key: string): void {
  siteKey = key;
  loading = undefined;
}

/** Google's script, added once (when a form is first used, not with every page); a failed load may be tried again. */
function loadRecaptcha(): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${SCRIPT_URL}?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    const fail = (reason: string) => {
      clearTimeout(timer);
      reject(new Error(reason));
    };
    const timer = setTimeout(() => fail('timed out'), LOAD_TIMEOUT_MS);
    script.onload = () => {
      const grecaptcha = window.grecaptcha;
      if (!grecaptcha) return fail('the script defined no grecaptcha');
      grecaptcha.ready(() => {
        clearTimeout(timer);
        resolve(grecaptcha);
      });
    };
    script.onerror = () => fail('the script did not load');
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Starts loading reCAPTCHA (when configured) as a visitor starts on a form, so that sending does not wait for it. */
export function preloadRecaptcha(): void {
  if (siteKey) loadRecaptcha().catch(() => undefined);
}

/**
 * A reCAPTCHA v3 token for the form's action, or undefined when reCAPTCHA is not configured. Rejects
 * with a BotCheckError: "not ready" when Google's script cannot load, "verification failed" when it
 * cannot make a token.
 */
export async function recaptchaToken(action: string): Promise<string | undefined> {
  if (!siteKey) return undefined;
  let grecaptcha: Grecaptcha;
  try {
    grecaptcha = await loadRecaptcha();
  } catch {
    throw new BotCheckError(RECAPTCHA_ERRORS.notReady);
  }
  try {
    return await grecaptcha.execute(siteKey, { action });
  } catch {
    throw new BotCheckError(RECAPTCHA_ERRORS.verificationFailed);
  }
}
