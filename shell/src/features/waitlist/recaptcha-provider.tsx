import type { ReactNode } from 'react';
import { GoogleReCaptchaProvider } from 'react-google-recaptcha-v3';

/** reCAPTCHA v3 around the app when a site key is configured; without one the wait list sends no token. */
export function RecaptchaProvider({ siteKey, children }: { siteKey: string; children: ReactNode }) {
  if (!siteKey) return children;
  return (
    <GoogleReCaptchaProvider reCaptchaKey={siteKey} scriptProps={{ async: true, defer: true }}>
      {children}
    </GoogleReCaptchaProvider>
  );
}
