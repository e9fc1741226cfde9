import { preloadRecaptcha, useWaitlist } from '@fns/design-system';
import { Dialog } from '@fns/design-system/dialog';
import { useEffect, useRef, useState } from 'react';
import { WaitlistForm } from './waitlist-form';
import { WaitlistThanks } from './waitlist-thanks';

/** The wait list dialog, mounted while open (waitlist-slot.tsx), so each opening starts with a fresh form. */
export function WaitlistDialog() {
  const close = useWaitlist((state) => state.close);
  const [joined, setJoined] = useState(false);
  const nameFieldRef = useRef<HTMLInputElement>(null);
  // reCAPTCHA (when configured) loads as the dialog opens, so that joining does not wait for it.
  useEffect(preloadRecaptcha, []);

  return (
    <Dialog
      open
      onClose={close}
      initialFocusRef={nameFieldRef}
      title={joined ? 'You are on the list' : 'Join the wait list'}
      description={joined ? undefined : 'Be among the first founders to get access. It takes less than a minute.'}
    >
      {joined ? <WaitlistThanks onDone={close} /> : <WaitlistForm nameFieldRef={nameFieldRef} onJoined={() => setJoined(true)} />}
    </Dialog>
  );
}
