import { COMPANY_ADDRESS, COMPANY_NAME, type LegalSection } from './legal-types';

export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'introduction',
    title: 'Introduction',
    content: [
      `${COMPANY_NAME} ("Founders Never Solo", "we", "us") respects your privacy. This Privacy Policy explains what information we collect when you visit our website, join our wait list, subscribe to our newsletter, contact us or use our services, and how we use, share and protect it.`,
      'By using our website or services you acknowledge the practices described here. If you do not agree, please do not use our services.',
    ],
  },
  {
    id: 'information-we-collect',
    title: 'Information We Collect',
    content: [
      'We collect only what we need to run and improve our services:',
      {
        list: [
          'Information you give us: your name, email address and company when you join the wait list; your email address when you subscribe to the newsletter; your name, email address, subject and message when you contact us.',
          'Account and session information: the profile details, goals and materials you share with us once you use the platform, such as a business model canvas or pitch deck.',
          'Technical information: your browser type, device, pages visited and similar usage data, collected through cookies and comparable technologies as described in our Cookies Policy.',
          'Bot-protection signals: when you join the wait list, an automated check scores the request to keep spam out; we store that score with your entry.',
        ],
      },
    ],
  },
  {
    id: 'how-we-use-information',
    title: 'How We Use Your Information',
    content: [
      'We use your information to:',
      {
        list: [
          'provide, personalise and improve our services;',
          'respond to your messages and support requests;',
          'send the newsletter and service announcements you asked for (you can unsubscribe at any time);',
          'invite you from the wait list and manage your free trial and subscription;',
          'protect our services against fraud, abuse and automated spam;',
          'meet our legal obligations.',
        ],
      },
      'We do not sell your personal information, and we do not use the materials you share with your partner to train products for anyone else.',
    ],
  },
  {
    id: 'sharing',
    title: 'How We Share Information',
    content: [
      'We share personal information only with service providers who help us run Founders Never Solo (for example hosting, email delivery and bot protection), under contracts that require them to protect it and use it only on our instructions. We may also disclose information when the law requires it, to protect the rights and safety of our users, or as part of a merger or acquisition, in which case we will tell you before your information becomes subject to a different privacy policy.',
    ],
  },
  {
    id: 'data-security',
    title: 'Data Security',
    content: [
      'We protect your information with encryption in transit and at rest, strict access controls, regular security reviews and the principle of least privilege for our team. No method of transmission or storage is completely secure, but we work hard to protect your data and will notify you without undue delay if a breach affects you.',
    ],
  },
  {
    id: 'data-retention',
    title: 'Data Retention',
    content: [
      'We keep personal information only as long as we need it for the purposes above: wait list entries until you join or ask us to remove you, newsletter subscriptions until you unsubscribe, and messages for as long as needed to help you. Account data is deleted within a reasonable period after you close your account, unless the law requires us to keep it longer.',
    ],
  },
  {
    id: 'your-rights',
    title: 'Your Rights and Choices',
    content: [
      'Depending on where you live, including under the California Consumer Privacy Act and the EU and UK General Data Protection Regulation, you may have the right to:',
      {
        list: [
          'access the personal information we hold about you;',
          'correct information that is inaccurate or incomplete;',
          'delete your information;',
          'export your data in a portable format (CSV, JSON or PDF);',
          'object to or restrict certain processing, and withdraw consent at any time;',
          'not be discriminated against for exercising these rights.',
        ],
      },
      'To exercise any of these rights, contact us using the details below. We will answer within the time the law allows.',
    ],
  },
  {
    id: 'childrens-privacy',
    title: "Children's Privacy",
    content: [
      'Our services are not directed to children. You must be at least 16 years old to use them, and we do not knowingly collect personal information from anyone under 16. If you believe a child has given us information, please contact us and we will delete it.',
    ],
  },
  {
    id: 'international-transfers',
    title: 'International Transfers',
    content: [
      'We are based in the United States and may process your information there or in other countries where our service providers operate. When we transfer information from the European Economic Area, the United Kingdom or Switzerland, we rely on appropriate safeguards such as standard contractual clauses.',
    ],
  },
  {
    id: 'policy-changes',
    title: 'Changes to This Policy',
    content: [
      'We may update this Privacy Policy from time to time. When we make material changes we will update the date at the top of this page and, where appropriate, notify you by email before the changes take effect.',
    ],
  },
  {
    id: 'contact-privacy',
    title: 'Contact Us',
    content: [
      `Questions or requests about your privacy? Email privacy@foundersneversolo.com or write to ${COMPANY_NAME}, ${COMPANY_ADDRESS}.`,
    ],
  },
];
