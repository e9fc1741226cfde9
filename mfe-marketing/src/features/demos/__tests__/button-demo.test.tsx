import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../test-support/render-page';
import ButtonDemoPage, { LOADING_DEMO_MS } from '../button-demo-page';

const VARIANT_LABELS = ['Primary', 'Secondary', 'Tertiary', 'Relationship', 'Insight'];

describe('Button Showcase', () => {
  afterEach(() => jest.useRealTimers());

  it('puts every variant into the loading state with one checkbox', async () => {
    renderPage(<ButtonDemoPage />);
    for (const name of VARIANT_LABELS) expect(screen.getByRole('button', { name })).toBeEnabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show the loading state on every variant' }));
    for (const name of VARIANT_LABELS) {
      const button = screen.getByRole('button', { name: `Loading ${name}` });
      expect(button).toBeDisabled();
      expect(button).toHaveAttribute('aria-busy', 'true');
    }
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show the loading state on every variant' }));
    expect(screen.getByRole('button', { name: 'Primary' })).toBeEnabled();
  });

  it('shows both sizes and a save button that loads for 2 seconds', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPage(<ButtonDemoPage />);
    expect(screen.getByRole('button', { name: 'Form size' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CTA size' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    act(() => {
      jest.advanceTimersByTime(LOADING_DEMO_MS);
    });
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  });

  it('offers paired actions', () => {
    renderPage(<ButtonDemoPage />);
    expect(screen.getByRole('button', { name: 'Request a mentor' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Share your pitch deck' })).toBeEnabled();
  });
});
