import { useCallback, useState } from 'react';
import { readConsent, writeConsent, type CookiePreferences, type StoredConsent } from './consent-storage';

/** The visitor's stored cookie choice and a way to change it. */
export function useCookieConsent() {
  const [consent, setConsent] = useState<StoredConsent | null>(readConsent);
  const save = useCallback((preferences: CookiePreferences) => setConsent(writeConsent(preferences)), []);
  return { consent, save };
}
