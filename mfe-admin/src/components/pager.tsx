import { Button } from '@fns/design-system';
import { useRef } from 'react';
import styles from './pager.module.scss';

interface PagerProps {
  label: string;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/** Previous and Next around "Page X of Y"; each is disabled at its end. */
export function Pager({ label, page, pageCount, onPage }: PagerProps) {
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  // Reaching an end disables the button just pressed, which would drop keyboard focus: the other one takes it.
  const go = (target: number) => {
    if (target === 1) next.current?.focus();
    if (target === pageCount) previous.current?.focus();
    onPage(target);
  };

  return (
    <nav className={styles.pager} aria-label={label}>
      <Button ref={previous} variant="tertiary" disabled={page <= 1} onClick={() => go(page - 1)}>
        Previous
      </Button>
      <p className={styles.pageOf}>
        Page {page} of {pageCount}
      </p>
      <Button ref={next} variant="tertiary" disabled={page >= pageCount} onClick={() => go(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
