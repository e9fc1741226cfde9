import { COMPANY_ADDRESS, COMPANY_NAME, type LegalSection } from './legal-types';

export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of Terms',
    content: [
      `These Terms of Service ("Terms") are an agreement between you and ${COMPANY_NAME} ("Founders Never Solo", "we", "us"). By accessing our website or using our services you agree to these Terms and to our Privacy Policy. If you do not agree, do not use our services.`,
    ],
  },
  {
    id: 'eligibility',
    title: 'Eligibility',
    content: [
      'You must be at least 16 years old to use our services. If you use them on behalf of a company or other organisation, you confirm that you have the authority to accept these Terms for it.',
    ],
  },
  {
    id: 'accounts',
    title: 'Your Account',
    content: [
      'You are responsible for the information you give us, for keeping your password confidential and for everything that happens under your account. Tell us at once if you suspect unauthorised use. Password reset links expire after 24 hours.',
    ],
  },
  {
    id: 'trial-and-subscriptions',
    title: 'Free Trial, Plans and Billing',
    content: [
      {
        list: [
          'Free trial: new accounts start with a 14-day free trial with full access. No credit card is required to start it.',
          'Plans: we offer the Explorer, Founder and Accelerator plans. Prices and features are shown before you subscribe.',
          'Changes: upgrades take effect immediately; downgrades and cancellations take effect at the end of the current billing cycle, and you keep access until then.',
          'Refunds: every paid plan comes with a 30-day money-back guarantee. After 30 days, refund requests are reviewed case by case.',
        ],
      },
    ],
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable Use',
    content: [
      'You agree not to:',
      {
        list: [
          'break any law or infringe anyone else’s rights;',
          'upload malware or try to gain unauthorised access to our systems;',
          'scrape, copy or resell the services without our written permission;',
          'harass, threaten or mislead other founders, partners or our team;',
          'use automated means to join the wait list, subscribe or send messages.',
        ],
      },
    ],
  },
  {
    id: 'your-content',
    title: 'Your Content',
    content: [
      'You keep ownership of everything you share with us, such as your plans, decks and notes. You give us a limited licence to host and process that content only to provide the services to you. You can export your data at any time as CSV, JSON or PDF.',
    ],
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual Property',
    content: [
      'The services, including our software, design, text, graphics and the Founders Never Solo name and logo, belong to us or our licensors and are protected by law. These Terms do not give you any right to use our trademarks.',
    ],
  },
  {
    id: 'no-guarantee',
    title: 'Disclaimers',
    content: [
      'Our guidance supports your decisions; it does not replace professional legal, financial or medical advice, and we cannot promise that your startup will succeed. The services are provided "as is" and "as available" without warranties of any kind, to the extent the law allows.',
    ],
  },
  {
    id: 'limitation-of-liability',
    title: 'Limitation of Liability',
    content: [
      'To the fullest extent the law allows, Founders Never Solo is not liable for indirect, incidental, special, consequential or punitive damages, or for lost profits or data. Our total liability for any claim is limited to the amount you paid us in the twelve months before the claim arose.',
    ],
  },
  {
    id: 'termination',
    title: 'Termination',
    content: [
      'You may stop using the services and close your account at any time. We may suspend or end your access if you break these Terms or if we must do so by law; where reasonable we will tell you first and give you a chance to export your data.',
    ],
  },
  {
    id: 'governing-law',
    title: 'Governing Law and Disputes',
    content: [
      'These Terms are governed by the laws of the State of California, without regard to its conflict-of-law rules.',
      'Any dispute arising from these Terms or the services will be resolved by binding arbitration in San Francisco, California, on an individual basis, except that either party may bring a claim in small-claims court or seek an injunction to protect its intellectual property.',
    ],
  },
  {
    id: 'terms-changes',
    title: 'Changes to These Terms',
    content: [
      'We may update these Terms from time to time. We will post the new version here with a new date and, for material changes, notify you by email before they take effect. Continuing to use the services after that means you accept the updated Terms.',
    ],
  },
  {
    id: 'contact-terms',
    title: 'Contact Us',
    content: [`Questions about these Terms? Email legal@foundersneversolo.com or write to ${COMPANY_NAME}, ${COMPANY_ADDRESS}.`],
  },
];
