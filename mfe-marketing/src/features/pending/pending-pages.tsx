import { PageHeader, type RemoteRoute } from '@fns/design-system';

/** Pages whose full content lands with the marketing issue; until then each shows its heading and purpose. */
const PAGES = [
  { path: '/', title: 'Founders Never Solo', intro: 'A partner for every founder, through every phase of the journey.' },
  { path: '/how-it-works', title: 'How It Works', intro: 'Connect, explore, develop and implement — with a partner beside you.' },
  { path: '/features', title: 'Features', intro: 'What working with Founders Never Solo feels like, week after week.' },
  { path: '/help', title: 'Help Center', intro: 'Answers, guides and ways to reach our team.' },
  { path: '/contact', title: 'Contact Us', intro: 'Questions, partnerships or feedback: we read every message.' },
  { path: '/faqs', title: 'Frequently Asked Questions', intro: 'Plans, billing, features and support, answered plainly.' },
  { path: '/legal', title: 'Legal', intro: 'Privacy, terms and security in plain language.' },
  { path: '/privacy-policy', title: 'Privacy Policy', intro: 'How we collect, use and protect your information.' },
  { path: '/terms-of-service', title: 'Terms of Service', intro: 'The agreement between you and Founders Never Solo.' },
  { path: '/cookies-policy', title: 'Cookies Policy', intro: 'Which cookies we use and how you control them.' },
  { path: '/button-demo', title: 'Button Showcase', intro: 'Variants, sizes, loading and paired actions.' },
  { path: '/card-demo', title: 'Card Showcase', intro: 'Standard, feature, testimonial, phase and custom cards.' },
  { path: '/animation-demo', title: 'Animation & Transition Showcase', intro: 'Scroll reveals, expandable sections and the completion overlay.' },
  { path: '/form-demo', title: 'Form Demo', intro: 'Inputs, error hints and the sample contact form.' },
];

export const PENDING_PAGES: RemoteRoute[] = PAGES.map(({ path, title, intro }) => ({
  path,
  Component: function PendingPage() {
    return <PageHeader title={title} intro={intro} />;
  },
}));
