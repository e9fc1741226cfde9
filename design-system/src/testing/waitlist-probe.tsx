import { useWaitlist } from '../stores/waitlist-store';

/**
 * Shows whether the wait list of the surrounding WaitlistProvider is open, for tests to read:
 * `screen.getByRole('status', { name: 'Wait list' })` has the text "open" or "closed".
 */
export function WaitlistProbe() {
  const isOpen = useWaitlist((state) => state.isOpen);
  return <output aria-label="Wait list">{isOpen ? 'open' : 'closed'}</output>;
}
