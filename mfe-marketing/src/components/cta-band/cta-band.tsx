import { Button, useOpenWaitlist } from '@fns/design-system';
import type { ReactNode } from 'react';
import styles from './cta-band.module.scss';

export interface CtaBandProps {
  id: string;
  title: string;
  text: ReactNode;
  /** The button's label; it always opens the wait list. */
  action: string;
  /** A short line under the button. */
  note?: ReactNode;
  children?: ReactNode;
}

/** The closing call to action of a page: a navy band whose button opens the wait list. */
export function CtaBand({ id, title, text, action, note, children }: CtaBandProps) {
  const openWaitlist = useOpenWaitlist();
  const titleId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={titleId} className={styles.band}>
      <div className={styles.inner}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <p className={styles.text}>{text}</p>
        <div className={styles.actions}>
          <Button variant="secondary" size="cta" onClick={openWaitlist}>
            {action}
          </Button>
          {children}
        </div>
        {note ? <p className={styles.note}>{note}</p> : null}
      </div>
    </section>
  );
}
