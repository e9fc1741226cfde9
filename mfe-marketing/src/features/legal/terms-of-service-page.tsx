import { usePageMeta } from '@fns/design-system';
import { PolicyDocument } from './policy-document';
import { TERMS_SECTIONS } from './terms-of-service-content';

export default function TermsOfServicePage() {
  usePageMeta({
    title: 'Terms of Service',
    description:
      'The agreement between you and Founders Never Solo: eligibility, trial and billing, acceptable use and dispute resolution.',
  });
  return (
    <PolicyDocument
      title="Terms of Service"
      intro="The agreement between you and Founders Never Solo. Please read it carefully before using our services."
      sections={TERMS_SECTIONS}
    />
  );
}
