import { Button } from '@fns/design-system';
import { Dialog } from '@fns/design-system/dialog';
import { useRef } from 'react';
import type { Blocker } from 'react-router-dom';
import styles from './unsaved.module.scss';

/** The question a navigation held by useLeaveGuard asks; "Stay" (also Escape or Close) is the safe default. */
export function LeaveDialog({ blocker }: { blocker: Blocker }) {
  const stayRef = useRef<HTMLButtonElement>(null);
  const stay = () => blocker.reset?.();
  return (
    <Dialog
      open={blocker.state === 'blocked'}
      onClose={stay}
      title="Unsaved changes"
      description="You have unsaved changes. Leave without saving?"
      initialFocusRef={stayRef}
    >
      <div className={styles.actions}>
        <Button ref={stayRef} variant="primary" onClick={stay}>
          Stay
        </Button>
        <Button variant="tertiary" onClick={() => blocker.proceed?.()}>
          Leave
        </Button>
      </div>
    </Dialog>
  );
}
