import { useWaitlist } from '@fns/design-system';
import { lazy, Suspense } from 'react';

// The form and reCAPTCHA (Google's script too) load when a visitor opens the wait list, not with every page.
const WaitlistDialog = lazy(() => import('./waitlist-dialog').then((module) => ({ default: module.WaitlistDialog })));

/** Where the wait list dialog every call-to-action opens (through the shared store) appears. */
export function WaitlistSlot() {
  const isOpen = useWaitlist((state) => state.isOpen);
  return isOpen ? (
    <Suspense fallback={null}>
      <WaitlistDialog />
    </Suspense>
  ) : null;
}
