import type { IconName } from '../../components/icons/icon-paths';

export interface LegalOverviewBlock {
  id: string;
  icon: IconName;
  title: string;
  summary: string;
  points: readonly string[];
  link?: { to: string; label: string };
}

/** SPEC section 2, legal overview: privacy, terms and security, each in plain words first. */
export const LEGAL_BLOCKS: readonly LegalOverviewBlock[] = [
  {
    id: 'privacy',
    icon: 'lock',
    title: 'Your Privacy',
    summary:
      'Your ideas, plans and struggles stay yours. We collect only what we need to help you, we never sell it, and you can see, export or delete it whenever you want.',
    points: [
      'We process personal data under the California Consumer Privacy Act and the GDPR where they apply.',
      'Personal information is shared only with service providers bound by contract.',
      'You may request access, correction, deletion or export (CSV, JSON or PDF) of your data.',
      'Our services are not directed to anyone under 16.',
    ],
    link: { to: '/privacy-policy', label: 'Read the Privacy Policy' },
  },
  {
    id: 'terms',
    icon: 'fileText',
    title: 'Terms of Use',
    summary:
      'Try everything free for 14 days without a credit card, change or cancel your plan when you like, and get your money back within 30 days if it is not right for you.',
    points: [
      'You must be at least 16 years old to use the services.',
      'Upgrades take effect immediately; downgrades and cancellations at the end of the billing cycle.',
      'Paid plans carry a 30-day money-back guarantee; later refunds are reviewed case by case.',
      'California law governs; disputes go to binding arbitration in San Francisco.',
    ],
    link: { to: '/terms-of-service', label: 'Read the Terms of Service' },
  },
  {
    id: 'security',
    icon: 'shield',
    title: 'Security',
    summary:
      'We protect your work the way we would protect our own: encrypted, access-controlled and reviewed regularly, with a prompt heads-up if anything ever goes wrong.',
    points: [
      'Data is encrypted in transit and at rest.',
      'Access is limited to team members who need it, on a least-privilege basis.',
      'Forms are protected against automated abuse and spam.',
      'Affected users are notified without undue delay after a security incident.',
    ],
    link: { to: '/privacy-policy#data-security', label: 'How we protect your data' },
  },
];
