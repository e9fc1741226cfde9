import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WaitlistProbe } from '../../testing';
import { useOpenWaitlist, useWaitlist, WaitlistProvider } from '../waitlist-store';

function OpenButton() {
  const openWaitlist = useOpenWaitlist();
  return (
    <button type="button" onClick={openWaitlist}>
      Start Your Journey
    </button>
  );
}

function CloseButton() {
  const close = useWaitlist((state) => state.close);
  return (
    <button type="button" onClick={close}>
      Close
    </button>
  );
}

const App = ({ name }: { name: string }) => (
  <section aria-label={name}>
    <WaitlistProvider>
      <OpenButton />
      <CloseButton />
      <WaitlistProbe />
    </WaitlistProvider>
  </section>
);

describe('WaitlistProvider', () => {
  it('opens and closes the wait list of its own store', async () => {
    render(<App name="app" />);
    const probe = screen.getByRole('status', { name: 'Wait list' });
    expect(probe).toHaveTextContent('closed');
    await userEvent.click(screen.getByRole('button', { name: 'Start Your Journey' }));
    expect(probe).toHaveTextContent('open');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(probe).toHaveTextContent('closed');
  });

  it('gives every provider an independent store (one per app, one per request on the server)', async () => {
    render(
      <>
        <App name="first" />
        <App name="second" />
      </>,
    );
    const first = within(screen.getByRole('region', { name: 'first' }));
    const second = within(screen.getByRole('region', { name: 'second' }));
    await userEvent.click(first.getByRole('button', { name: 'Start Your Journey' }));
    expect(first.getByRole('status', { name: 'Wait list' })).toHaveTextContent('open');
    expect(second.getByRole('status', { name: 'Wait list' })).toHaveTextContent('closed');
  });

  it('starts closed for a new mount, whatever an earlier one did', async () => {
    const { unmount } = render(<App name="app" />);
    await userEvent.click(screen.getByRole('button', { name: 'Start Your Journey' }));
    unmount();
    render(<App name="app" />);
    expect(screen.getByRole('status', { name: 'Wait list' })).toHaveTextContent('closed');
  });

  it('tells a component outside any provider what it needs', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<OpenButton />)).toThrow('useWaitlist needs <WaitlistProvider>.');
    error.mockRestore();
  });
});
