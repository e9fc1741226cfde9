import { Button } from '@fns/design-system';

export function WaitlistThanks({ onDone }: { onDone: () => void }) {
  return (
    <div role="status">
      <p>
        <strong>Thank you for joining our wait list!</strong>
      </p>
      <p>We&apos;ll be in touch soon with your exclusive access.</p>
      <Button variant="primary" onClick={onDone}>
        Done
      </Button>
    </div>
  );
}
