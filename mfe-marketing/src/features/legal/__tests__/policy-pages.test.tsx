import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../test-support/render-page';
import CookiesPolicyPage from '../cookies-policy-page';
import { COOKIES_SECTIONS } from '../cookies-policy-content';
import PrivacyPolicyPage from '../privacy-policy-page';
import { PRIVACY_SECTIONS } from '../privacy-policy-content';
import TermsOfServicePage from '../terms-of-service-page';
import { TERMS_SECTIONS } from '../terms-of-service-content';

const PAGES = [
  ['Privacy Policy', PrivacyPolicyPage, PRIVACY_SECTIONS],
  ['Terms of Service', TermsOfServicePage, TERMS_SECTIONS],
  ['Cookies Policy', CookiesPolicyPage, COOKIES_SECTIONS],
] as const;

describe.each(PAGES)('%s', (title, Page, sections) => {
  beforeEach(() => window.localStorage.clear());

  it('shows the date, a table of contents of every section and a closing link to /contact', () => {
    renderPage(<Page />);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('April 14, 2025').closest('p')).toHaveTextContent('Last updated: April 14, 2025');
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    expect(
      within(toc)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(sections.map((section) => `#${section.id}`));
    for (const section of sections) {
      expect(document.getElementById(section.id)).toContainElement(screen.getByRole('heading', { level: 2, name: section.title }));
    }
    const closing = screen.getByRole('region', { name: 'Still have questions?' });
    expect(within(closing).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(document.title).toBe(`${title} | Founders Never Solo`);
  });

  it('scrolls a section to 100px below the top when its link is clicked', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderPage(<Page />);
    const last = sections.at(-1)!;
    jest.spyOn(document.getElementById(last.id)!, 'getBoundingClientRect').mockReturnValue({ top: 2500 } as DOMRect);
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    await userEvent.click(within(toc).getByRole('link', { name: last.title }));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 2400, behavior: 'smooth' });
    expect(within(toc).getByRole('link', { name: last.title })).toHaveAttribute('aria-current', 'true');
    scrollTo.mockRestore();
  });
});

describe('legal texts', () => {
  const text = (list: typeof TERMS_SECTIONS) => JSON.stringify(list).toLowerCase();

  it('states governing law, arbitration, minimum age and the billing rules in the terms', () => {
    const terms = text(TERMS_SECTIONS);
    const phrases = [
      'laws of the State of California',
      'binding arbitration in San Francisco',
      'at least 16 years old',
      '14-day free trial',
      'no credit card',
      '30-day money-back guarantee',
      'upgrades take effect immediately',
      'downgrades and cancellations take effect at the end of the current billing cycle',
      'Password reset links expire after 24 hours',
    ];
    for (const phrase of phrases) expect(terms).toContain(phrase.toLowerCase());
  });

  it('gives every section of every policy a unique id', () => {
    for (const sections of [PRIVACY_SECTIONS, TERMS_SECTIONS, COOKIES_SECTIONS]) {
      const ids = sections.map((section) => section.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('opens the cookies page with the consent banner', () => {
    window.localStorage.clear();
    renderPage(<CookiesPolicyPage />);
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeInTheDocument();
  });
});
