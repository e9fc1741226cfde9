import { usePageMeta } from '@fns/design-system';
import { PolicyDocument } from './policy-document';
import { PRIVACY_SECTIONS } from './privacy-policy-content';

export default function PrivacyPolicyPage() {
  usePageMeta({
    title: 'Privacy Policy',
    description: 'How Founders Never Solo collects, uses, shares and protects your information, and the choices you have.',
  });
  return (
    <PolicyDocument
      title="Privacy Policy"
      intro="How we collect, use and protect your information, and the choices you have about it."
      sections={PRIVACY_SECTIONS}
    />
  );
}
