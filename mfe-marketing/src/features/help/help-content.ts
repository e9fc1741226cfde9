import type { IconName } from '../../components/icons/icon-paths';

export interface HelpTopic {
  icon: IconName;
  title: string;
  description: string;
}

/** SPEC section 2: the six "Browse Help Topics" cards. */
export const HELP_TOPICS: readonly HelpTopic[] = [
  {
    icon: 'play',
    title: 'Getting Started',
    description: 'Set up your account, complete your founder profile and book your first session.',
  },
  { icon: 'book', title: 'Documentation', description: 'Step-by-step guides to every tool, template and workflow on the platform.' },
  { icon: 'user', title: 'Account Settings', description: 'Manage your profile, password, plan and billing details.' },
  {
    icon: 'message',
    title: 'Communication',
    description: 'Messages, session notes and notifications: how to stay in touch with your partner.',
  },
  {
    icon: 'users',
    title: 'Team Management',
    description: 'Invite co-founders and teammates, and choose what each of them can see.',
  },
  { icon: 'shield', title: 'Security & Privacy', description: 'How we protect your data, and how to export or delete it.' },
];

export interface HelpQuestion {
  id: string;
  title: string;
  content: string;
}

/** SPEC section 2: six entries; the first starts open. */
export const HELP_FAQ: readonly HelpQuestion[] = [
  {
    id: 'getting-started',
    title: 'How do I get started?',
    content:
      'Join the wait list from any page. When your spot opens, we email you an invitation to create your account and begin your 14-day free trial, with full access and no credit card required.',
  },
  {
    id: 'reset-password',
    title: 'How do I reset my password?',
    content:
      'Choose "Forgot password" on the sign-in screen and we will email you a reset link. For your security, reset links expire after 24 hours.',
  },
  {
    id: 'change-plan',
    title: 'Can I change my plan?',
    content:
      'Yes, at any time from Account Settings. Upgrades take effect immediately; downgrades take effect at the end of your current billing cycle.',
  },
  {
    id: 'export-data',
    title: 'How do I export my data?',
    content: 'Open Account Settings and choose Export. You can download your data as CSV, JSON or PDF whenever you like.',
  },
  {
    id: 'invite-team',
    title: 'Can I invite my co-founder?',
    content: 'Yes. Under Team Management you can invite co-founders and teammates and decide what each of them can see.',
  },
  {
    id: 'data-security',
    title: 'Is my data secure?',
    content:
      'Yes. Your data is encrypted in transit and at rest, access is strictly limited, and we never sell your information. Our Privacy Policy has the details.',
  },
];

export const SUPPORT_HOURS = 'Support hours Monday to Friday 9am-5pm PT';
export const SUPPORT_RESPONSE = 'Average response time within 24 hours';
