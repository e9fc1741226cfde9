import { usePageMeta } from '@fns/design-system';
import { CookieConsent } from './cookie-consent/cookie-consent';
import { COOKIES_SECTIONS } from './cookies-policy-content';
import { PolicyDocument } from './policy-document';

export default function CookiesPolicyPage() {
  usePageMeta({
    title: 'Cookies Policy',
    description: 'Which cookies Founders Never Solo uses, why, and how you choose the ones you allow.',
  });
  return (
    <PolicyDocument
      title="Cookies Policy"
      intro="Which cookies we use, why we use them and how you stay in control."
      sections={COOKIES_SECTIONS}
    >
      <CookieConsent />
    </PolicyDocument>
  );
}
