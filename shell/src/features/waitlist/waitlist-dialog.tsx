import { Dialog, useWaitlist } from '@fns/design-system';
import { useEffect, useRef, useState } from 'react';
import { WaitlistForm } from './waitlist-form';
import { WaitlistThanks } from './waitlist-thanks';

/** The wait list dialog every call-to-action opens through the shared store. */
export function WaitlistDialog() {
  const isOpen = useWaitlist((state) => state.isOpen);
  const close = useWaitlist((state) => state.close);
  const [joined, setJoined] = useState(false);
  const nameFieldRef = useRef<HTMLInputElement>(null);

  // Each opening starts with a fresh form.
  useEffect(() => {
    if (isOpen) setJoined(false);
  }, [isOpen]);

  return (
    <Dialog
      open={isOpen}
      onClose={close}
      initialFocusRef={nameFieldRef}
      title={joined ? 'You are on the list' : 'Join the wait list'}
      description={joined ? undefined : 'Be among the first founders to get access. It takes less than a minute.'}
    >
      {joined ? <WaitlistThanks onDone={close} /> : <WaitlistForm nameFieldRef={nameFieldRef} onJoined={() => setJoined(true)} />}
    </Dialog>
  );
}
