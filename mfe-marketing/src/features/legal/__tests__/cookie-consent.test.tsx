import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../test-support/render-page';
import { COOKIE_CONSENT_KEY, readConsent } from '../cookie-consent/consent-storage';
import { CONSENT_SAVED_TEXT, CookieConsent } from '../cookie-consent/cookie-consent';

const stored = () => JSON.parse(window.localStorage.getItem(COOKIE_CONSENT_KEY) ?? 'null') as Record<string, unknown> | null;
const banner = () => screen.queryByRole('region', { name: 'Cookie consent' });
const dialog = () => screen.queryByRole('dialog', { name: 'Cookie preferences' });

describe('cookie consent', () => {
  beforeEach(() => window.localStorage.clear());

  it('opens with the banner when no choice is stored', () => {
    renderPage(<CookieConsent />);
    const region = banner()!;
    for (const name of ['Accept all', 'Essential only', 'Manage']) expect(within(region).getByRole('button', { name })).toBeEnabled();
    expect(screen.getByText('You have not made a choice yet. Until you do, we use essential cookies only.')).toBeInTheDocument();
  });

  it('"Accept all" stores every category and closes the banner', async () => {
    renderPage(<CookieConsent />);
    await userEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(stored()).toEqual({
      essential: true,
      performance: true,
      functional: true,
      targeting: true,
      savedAt: expect.any(String) as unknown,
    });
    expect(banner()).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(CONSENT_SAVED_TEXT);
    expect(screen.getByText(/^All cookies allowed, chosen on/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change cookie settings' })).toHaveFocus();
  });

  it('"Essential only" stores essential alone', async () => {
    renderPage(<CookieConsent />);
    await userEvent.click(screen.getByRole('button', { name: 'Essential only' }));
    expect(stored()).toMatchObject({ essential: true, performance: false, functional: false, targeting: false });
    expect(banner()).not.toBeInTheDocument();
  });

  it('"Manage" opens the preferences, where essential is locked on; Cancel closes only the dialog', async () => {
    renderPage(<CookieConsent />);
    await userEvent.click(screen.getByRole('button', { name: 'Manage' }));
    const preferences = dialog()!;
    const essential = within(preferences).getByRole('checkbox', { name: 'Essential' });
    expect(essential).toBeChecked();
    expect(essential).toBeDisabled();
    expect(within(preferences).getByText(/Always on/)).toBeInTheDocument();
    await userEvent.click(essential);
    expect(essential).toBeChecked();

    await userEvent.click(within(preferences).getByRole('checkbox', { name: 'Performance' }));
    await userEvent.click(within(preferences).getByRole('button', { name: 'Cancel' }));
    expect(dialog()).not.toBeInTheDocument();
    expect(banner()).toBeInTheDocument();
    expect(stored()).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Manage' }));
    expect(within(dialog()!).getByRole('checkbox', { name: 'Performance' })).not.toBeChecked();
    await userEvent.click(within(dialog()!).getByRole('button', { name: 'Close' }));
    expect(dialog()).not.toBeInTheDocument();
    expect(banner()).toBeInTheDocument();
  });

  it('Save stores the chosen categories and closes the dialog and the banner', async () => {
    renderPage(<CookieConsent />);
    await userEvent.click(screen.getByRole('button', { name: 'Manage' }));
    await userEvent.click(within(dialog()!).getByRole('checkbox', { name: 'Functional' }));
    await userEvent.click(within(dialog()!).getByRole('button', { name: 'Save' }));
    expect(stored()).toMatchObject({ essential: true, performance: false, functional: true, targeting: false });
    expect(dialog()).not.toBeInTheDocument();
    expect(banner()).not.toBeInTheDocument();
    expect(screen.getByText(/^Essential plus Functional, chosen on/)).toBeInTheDocument();
  });

  it('does not show the banner again once a choice is stored, and reopens the stored choice', async () => {
    window.localStorage.setItem(
      COOKIE_CONSENT_KEY,
      JSON.stringify({ essential: true, performance: true, functional: false, targeting: true, savedAt: '2025-04-14T10:00:00.000Z' }),
    );
    renderPage(<CookieConsent />);
    expect(banner()).not.toBeInTheDocument();
    expect(screen.getByText('Essential plus Performance and Targeting, chosen on April 14, 2025.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Change cookie settings' }));
    expect(within(dialog()!).getByRole('checkbox', { name: 'Performance' })).toBeChecked();
    expect(within(dialog()!).getByRole('checkbox', { name: 'Functional' })).not.toBeChecked();
    await userEvent.click(within(dialog()!).getByRole('checkbox', { name: 'Targeting' }));
    await userEvent.click(within(dialog()!).getByRole('button', { name: 'Save' }));
    expect(stored()).toMatchObject({ performance: true, functional: false, targeting: false });
  });

  it.each([['not json'], [JSON.stringify({ essential: false, performance: true })], [JSON.stringify([1])]])(
    'treats an unreadable stored value (%s) as no choice',
    (raw) => {
      window.localStorage.setItem(COOKIE_CONSENT_KEY, raw);
      expect(readConsent()).toBeNull();
      renderPage(<CookieConsent />);
      expect(banner()).toBeInTheDocument();
    },
  );
});
