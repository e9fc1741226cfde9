export interface FaqCategory {
  id: string;
  title: string;
  description: string;
  questions: ReadonlyArray<{ id: string; title: string; content: string }>;
}

/** The FAQ page's own support hours, kept as SPEC section 2 writes them (they differ from the Help Center's). */
export const FAQ_SUPPORT_HOURS = 'Support hours Monday-Friday 9am-6pm EST';

/** SPEC section 2: four categories; answers state the business constants of section 9. */
export const FAQ_CATEGORIES: readonly FaqCategory[] = [
  {
    id: 'getting-started',
    title: 'Getting Started',
    description: 'What Founders Never Solo is and how to begin.',
    questions: [
      {
        id: 'what-is-fns',
        title: 'What is Founders Never Solo?',
        content:
          'Founders Never Solo is an entrepreneurial relationship platform for startup founders. We pair you with a partner who helps you think strategically, stay resilient and turn ideas into practical artifacts such as a business model canvas, a pitch deck and a go-to-market plan, through the four phases of the founder journey: FACE, ADAPT, BUILD and THRIVE.',
      },
      {
        id: 'create-account',
        title: 'How do I create an account?',
        content:
          'Join the wait list with your name and email address. When your spot opens, we send you an invitation to create your account and start your 14-day free trial, with full access and no credit card required.',
      },
      {
        id: 'industry-fit',
        title: 'Is it suitable for my industry?',
        content:
          'Yes. The challenges we help with, such as seeing blind spots, staying resilient and planning execution, are common to founders everywhere. Founders in software, health, consumer products, climate, services and more use the same approach, adapted to their market.',
      },
      {
        id: 'time-to-results',
        title: 'How long does it take to see results?',
        content:
          'Most founders see meaningful results, such as a validated assumption, a sharper pitch or a clearer plan, within 2-4 weeks. Bigger shifts build over the following months as you move through each phase.',
      },
    ],
  },
  {
    id: 'account-billing',
    title: 'Account & Billing',
    description: 'Plans, changes, refunds and cancelling.',
    questions: [
      {
        id: 'plans',
        title: 'What plans do you offer?',
        content:
          'We offer three plans. Explorer is for founders validating an idea. Founder, our most popular plan, supports founders who are building and launching. Accelerator, our premium plan, gives scaling teams the deepest level of support. Every plan starts with a 14-day free trial, no credit card required.',
      },
      {
        id: 'change-plan',
        title: 'Can I change my plan later?',
        content:
          'Yes, at any time from Account Settings. Upgrades take effect immediately, so you get the extra support right away. Downgrades take effect at the end of your current billing cycle.',
      },
      {
        id: 'refunds',
        title: 'Do you offer refunds?',
        content: 'Yes. Every paid plan comes with a 30-day money-back guarantee. After 30 days, we review refund requests case by case.',
      },
      {
        id: 'cancel',
        title: 'How do I cancel my subscription?',
        content:
          'Cancel any time from Account Settings. Your cancellation takes effect at the end of the current billing cycle, and you keep full access until then.',
      },
    ],
  },
  {
    id: 'features-functionality',
    title: 'Features & Functionality',
    description: 'How the platform helps you validate, connect and learn.',
    questions: [
      {
        id: 'validation-methods',
        title: 'What validation methods do you use?',
        content:
          'We combine structured customer interviews, assumption mapping, small market experiments and a hard look at your numbers. Each method is chosen for your phase, so you test the riskiest assumption first instead of the easiest one.',
      },
      {
        id: 'integrations',
        title: 'Does it work with the tools I already use?',
        content:
          'Yes. You can export everything you create as CSV, JSON or PDF and bring it into your spreadsheets, decks and documents. We are adding direct integrations in the order founders ask for them.',
      },
      {
        id: 'community',
        title: 'Is there a founder community?',
        content:
          'Yes. Alongside your partner, you can join small peer groups of founders in the same phase to share what is working, what is not, and how they are coping.',
      },
      {
        id: 'learning-resources',
        title: 'What learning resources are available?',
        content:
          'Our blog shares real founder journeys through every phase, and the platform includes templates and guides for the business model canvas, pitch decks, go-to-market planning and execution plans.',
      },
    ],
  },
  {
    id: 'technical-support',
    title: 'Technical Support',
    description: 'Getting help, keeping your account safe and taking your data with you.',
    questions: [
      {
        id: 'contact-support',
        title: 'How do I contact support?',
        content:
          'Send us a message through the contact page or email hello@foundersneversolo.com. Support hours are Monday-Friday 9am-6pm EST, and we answer every message.',
      },
      {
        id: 'password-reset',
        title: 'How do I reset my password?',
        content:
          'Choose "Forgot password" on the sign-in screen and we will email you a reset link. Reset links expire after 24 hours; if yours has expired, simply request a new one.',
      },
      {
        id: 'data-security',
        title: 'How do you keep my data secure?',
        content:
          'Your data is encrypted in transit and at rest, access is limited to the people who need it, and we review our security regularly. We never sell your information.',
      },
      {
        id: 'data-export',
        title: 'Can I export my data?',
        content: 'Yes. You can export your data at any time from Account Settings as CSV, JSON or PDF.',
      },
    ],
  },
];
