/** Where the cookies page remembers the visitor's choice. */
export const COOKIE_CONSENT_KEY = 'cookie-consent';

export type OptionalCookieCategory = 'performance' | 'functional' | 'targeting';

/** SPEC section 3: essential is always true. */
export interface CookiePreferences {
  essential: true;
  performance: boolean;
  functional: boolean;
  targeting: boolean;
}

export interface StoredConsent extends CookiePreferences {
  /** ISO date of the choice. */
  savedAt: string;
}

export const ACCEPT_ALL: CookiePreferences = { essential: true, performance: true, functional: true, targeting: true };
export const ESSENTIAL_ONLY: CookiePreferences = { essential: true, performance: false, functional: false, targeting: false };

const isStoredConsent = (value: unknown): value is StoredConsent => {
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return (
    record.essential === true &&
    typeof record.performance === 'boolean' &&
    typeof record.functional === 'boolean' &&
    typeof record.targeting === 'boolean' &&
    typeof record.savedAt === 'string'
  );
};

/** The stored choice, or null when there is none (or it is unreadable, or storage is blocked). */
export function readConsent(): StoredConsent | null {
  try {
    const raw = window.localStorage.getItem(COOKIE_CONSENT_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isStoredConsent(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Stores a choice (essential forced on) and returns what was stored. */
export function writeConsent(preferences: CookiePreferences, now: Date = new Date()): StoredConsent {
  const consent: StoredConsent = {
    essential: true,
    performance: preferences.performance,
    functional: preferences.functional,
    targeting: preferences.targeting,
    savedAt: now.toISOString(),
  };
  try {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, JSON.stringify(consent));
  } catch {
    // Storage blocked: the choice still applies for this visit.
  }
  return consent;
}
