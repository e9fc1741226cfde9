import { COMPANY_ADDRESS, COMPANY_NAME, type LegalSection } from './legal-types';

export const COOKIES_SECTIONS: readonly LegalSection[] = [
  {
    id: 'what-are-cookies',
    title: 'What Are Cookies',
    content: [
      'Cookies are small text files a website stores in your browser. Similar technologies, such as local storage, work the same way. They let a site remember your choices and understand how it is used.',
    ],
  },
  {
    id: 'how-we-use-cookies',
    title: 'How We Use Cookies',
    content: [
      'We use cookies to keep the site working and secure, to remember your preferences, to understand which pages help founders most, and, only with your consent, to measure our outreach. We never use cookies to sell your personal information.',
    ],
  },
  {
    id: 'types-of-cookies',
    title: 'Types of Cookies We Use',
    content: [
      {
        table: {
          caption: 'Cookie categories',
          columns: ['Category', 'What it does', 'Can you switch it off?'],
          rows: [
            [
              'Essential',
              'Keeps the site secure and working, for example by remembering your cookie choice and protecting forms against bots.',
              'No, the site needs them',
            ],
            ['Performance', 'Counts visits and shows which pages are useful, in aggregate, so we can improve the site.', 'Yes'],
            ['Functional', 'Remembers settings such as dismissed notices, for a smoother visit.', 'Yes'],
            ['Targeting', 'Measures how our campaigns perform and shows you relevant messages on other sites.', 'Yes'],
          ],
        },
      },
    ],
  },
  {
    id: 'third-party-cookies',
    title: 'Third-Party Cookies',
    content: [
      'Some cookies are set by services we rely on. Our wait list, contact and newsletter forms use Google reCAPTCHA to tell people from bots, which may set its own cookies under Google’s privacy policy. Third parties only receive what they need to provide their service.',
    ],
  },
  {
    id: 'managing-cookies',
    title: 'Managing Your Preferences',
    content: [
      'When you first visit this page, a banner asks for your choice: accept all cookies, keep only the essential ones, or manage each category yourself. We remember your choice in your browser, so the banner does not return, and you can change it at any time with the Change cookie settings button on this page.',
      'You can also block or delete cookies in your browser settings. Blocking essential cookies may stop parts of the site from working.',
    ],
  },
  {
    id: 'cookie-retention',
    title: 'How Long Cookies Last',
    content: [
      'Session cookies disappear when you close your browser. Persistent cookies stay until they expire or you delete them; we keep them no longer than twelve months, after which we ask for your consent again.',
    ],
  },
  {
    id: 'cookies-changes',
    title: 'Changes to This Policy',
    content: ['We may update this Cookies Policy when our practices change. The date at the top of this page shows when it last changed.'],
  },
  {
    id: 'contact-cookies',
    title: 'Contact Us',
    content: [`Questions about cookies? Email privacy@foundersneversolo.com or write to ${COMPANY_NAME}, ${COMPANY_ADDRESS}.`],
  },
];
