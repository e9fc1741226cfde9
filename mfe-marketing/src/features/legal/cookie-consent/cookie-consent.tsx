import { useEffect, useRef, useState } from 'react';
import { ESSENTIAL_ONLY, ACCEPT_ALL, type CookiePreferences } from './consent-storage';
import { CookieBanner } from './cookie-banner';
import { CookiePreferencesDialog } from './cookie-preferences-dialog';
import { CookieSettings } from './cookie-settings';
import { useCookieConsent } from './use-cookie-consent';

export const CONSENT_SAVED_TEXT = 'Your cookie preferences have been saved.';

/**
 * SPEC section 4, cookie consent: the banner shows until a choice is stored; "Manage" opens the
 * preferences dialog, whose Save closes both and whose Cancel closes only the dialog.
 */
export function CookieConsent() {
  const { consent, save } = useCookieConsent();
  const [managing, setManaging] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const settingsButton = useRef<HTMLButtonElement>(null);
  const [focusRequests, setFocusRequests] = useState(0);

  // When the banner disappears under the keyboard, continue from the settings button. This runs
  // after the dialog's focus trap has let go.
  useEffect(() => {
    if (focusRequests) settingsButton.current?.focus({ preventScroll: true });
  }, [focusRequests]);

  const choose = (preferences: CookiePreferences) => {
    const bannerWasOpen = consent === null;
    save(preferences);
    setManaging(false);
    setAnnouncement(CONSENT_SAVED_TEXT);
    if (bannerWasOpen) setFocusRequests((count) => count + 1);
  };

  return (
    <>
      <CookieSettings consent={consent} announcement={announcement} onChange={() => setManaging(true)} buttonRef={settingsButton} />
      {consent ? null : (
        <CookieBanner
          onAcceptAll={() => choose(ACCEPT_ALL)}
          onEssentialOnly={() => choose(ESSENTIAL_ONLY)}
          onManage={() => setManaging(true)}
        />
      )}
      <CookiePreferencesDialog open={managing} initial={consent ?? ESSENTIAL_ONLY} onSave={choose} onCancel={() => setManaging(false)} />
    </>
  );
}
