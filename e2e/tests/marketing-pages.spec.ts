import { expect, main, test } from '../support/fixtures';

interface PageCheck {
  path: string;
  h1: string;
  title: string;
  /** Texts that must be visible on the page. */
  texts: string[];
  /** Section headings (h2) in the order they appear. */
  h2?: string[];
}

const PAGES: PageCheck[] = [
  {
    path: '/',
    h1: 'Founders Never Solo',
    title: 'Founders Never Solo',
    texts: [
      '90% of startups fail',
      '247 founders facing reality now',
      'Strategic Thinking',
      'Emotional Resilience',
      'Practical Guidance',
      'Face reality',
      'Thrive for the long run',
    ],
    h2: ['Three pillars. One partner.', 'Your journey in four steps', 'Ready to face reality with a partner?'],
  },
  {
    path: '/how-it-works',
    h1: 'How It Works',
    title: 'How It Works | Founders Never Solo',
    texts: ['Connect', 'Explore', 'Develop', 'Implement', 'Maya Chen', 'David Okafor', 'Sofia Ramirez', 'How soon will I see results?'],
  },
  {
    path: '/features',
    h1: 'Features',
    title: 'Features | Founders Never Solo',
    texts: [],
    h2: [
      'Understands Your Unique Style',
      'Challenges Your Thinking',
      'Builds Your Confidence',
      'Delivers Consistent Results',
      'See it for yourself',
    ],
  },
  {
    path: '/about',
    h1: 'Our Purpose',
    title: 'Our Purpose | Founders Never Solo',
    texts: ['We name what is real', 'We stay for the hard part', 'We turn insight into action'],
  },
  {
    path: '/help',
    h1: 'Help Center',
    title: 'Help Center | Founders Never Solo',
    texts: [
      'Getting Started',
      'Security & Privacy',
      'Support hours Monday to Friday 9am-5pm PT',
      'Average response time within 24 hours',
      'System Status',
      'API Documentation',
      'Knowledge Base',
    ],
    h2: ['Browse Help Topics', 'Frequently Asked Questions', 'Still Need Help?', 'Additional Resources'],
  },
  {
    path: '/contact',
    h1: 'Contact Us',
    title: 'Contact Us | Founders Never Solo',
    texts: ['Email Us', 'Call Us', 'Visit Us', 'hello@foundersneversolo.com'],
    h2: ['Reach us your way', 'Send us a message'],
  },
  {
    path: '/faqs',
    h1: 'Frequently Asked Questions',
    title: 'Frequently Asked Questions | Founders Never Solo',
    texts: ['Support hours Monday-Friday 9am-6pm EST', 'What plans do you offer?', 'Can I export my data?'],
    h2: ['Getting Started', 'Account & Billing', 'Features & Functionality', 'Technical Support', 'Still Have Questions?'],
  },
  {
    path: '/legal',
    h1: 'Legal',
    title: 'Legal | Founders Never Solo',
    texts: ['Your Privacy', 'Terms of Use', 'Security', 'Read the Privacy Policy', 'Read the Terms of Service'],
  },
  {
    path: '/privacy-policy',
    h1: 'Privacy Policy',
    title: 'Privacy Policy | Founders Never Solo',
    texts: ['Last updated: April 14, 2025', 'Information We Collect', "Children's Privacy"],
  },
  {
    path: '/terms-of-service',
    h1: 'Terms of Service',
    title: 'Terms of Service | Founders Never Solo',
    texts: [
      'Last updated: April 14, 2025',
      'You must be at least 16 years old',
      'laws of the State of California',
      'binding arbitration in San Francisco',
    ],
  },
  {
    path: '/cookies-policy',
    h1: 'Cookies Policy',
    title: 'Cookies Policy | Founders Never Solo',
    texts: ['Last updated: April 14, 2025', 'Types of Cookies We Use', 'We value your privacy'],
  },
  {
    path: '/button-demo',
    h1: 'Button Showcase',
    title: 'Button Showcase | Founders Never Solo',
    texts: [],
    h2: ['Variants', 'Sizes', 'Loading state', 'Paired action'],
  },
  {
    path: '/card-demo',
    h1: 'Card Showcase',
    title: 'Card Showcase | Founders Never Solo',
    texts: ['Standard card', 'Feature card', 'Maya Chen', 'Phase card', 'Custom card'],
  },
  {
    path: '/animation-demo',
    h1: 'Animation & Transition Showcase',
    title: 'Animation & Transition Showcase | Founders Never Solo',
    texts: ['Scroll reveal', 'Expandable sections', 'Completion overlay'],
  },
  {
    path: '/form-demo',
    h1: 'Form Demo',
    title: 'Form Demo | Founders Never Solo',
    texts: [
      'This email address appears to be invalid.',
      'Please select at least one option.',
      'Your password must be at least 8 characters.',
      'This username is already taken.',
      'Please enter a valid email address',
    ],
    h2: ['Text inputs', 'Textareas', 'Checkboxes', 'Selects', 'Required markers', 'Error hints', 'Sample contact form'],
  },
];

/** From a phone to a laptop: the widths the layout changes between. */
const LAYOUT_WIDTHS = [375, 768, 1024, 1280];

test.describe('marketing pages', () => {
  for (const check of PAGES) {
    test(`${check.path} shows its headings and key texts, and never scrolls sideways`, async ({ page }) => {
      await page.goto(check.path);
      const content = main(page);
      await expect(content.getByRole('heading', { level: 1 })).toHaveText(check.h1);
      await expect(page).toHaveTitle(check.title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,150}/);
      for (const text of check.texts) await expect(content.getByText(text, { exact: false }).first()).toBeVisible();
      if (check.h2) {
        const h2 = content.getByRole('heading', { level: 2 });
        await expect(h2).toHaveText(check.h2);
      }
      // The same load laid out again at each width.
      for (const width of LAYOUT_WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        await expect.poll(overflow, { message: `${check.path} scrolls sideways at ${width}px` }).toBe(0);
      }
    });
  }
});
