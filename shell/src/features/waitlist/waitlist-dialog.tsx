import { Dialog, useWaitlist } from '@fns/design-system';
import { useRef, useState } from 'react';
import { useRuntimeConfig } from '../../config/runtime-config-context';
import { RecaptchaProvider } from './recaptcha-provider';
import { WaitlistForm } from './waitlist-form';
import { WaitlistThanks } from './waitlist-thanks';

/** The wait list dialog, mounted while open (waitlist-slot.tsx), so each opening starts with a fresh form. */
export function WaitlistDialog() {
  const close = useWaitlist((state) => state.close);
  const { recaptchaSiteKey } = useRuntimeConfig();
  const [joined, setJoined] = useState(false);
  const nameFieldRef = useRef<HTMLInputElement>(null);

  return (
    <RecaptchaProvider siteKey={recaptchaSiteKey}>
      <Dialog
        open
        onClose={close}
        initialFocusRef={nameFieldRef}
        title={joined ? 'You are on the list' : 'Join the wait list'}
        description={joined ? undefined : 'Be among the first founders to get access. It takes less than a minute.'}
      >
        {joined ? <WaitlistThanks onDone={close} /> : <WaitlistForm nameFieldRef={nameFieldRef} onJoined={() => setJoined(true)} />}
      </Dialog>
    </RecaptchaProvider>
  );
}
