import { Button, Card, Reveal } from '@fns/design-system';
import { CompletionOverlay } from '@fns/design-system/forms';
import { ExpandableSection } from '@fns/design-system/accordion';
import { useState } from 'react';
import styles from './demos.module.scss';

const REVEAL_CARDS = ['Face', 'Adapt', 'Build'] as const;

/** Cards rising into place; "Replay" remounts them so the reveal runs again. */
export function RevealPanel() {
  const [round, setRound] = useState(0);
  return (
    <div className={styles.stack}>
      <p>Elements rise 50px into place while a small tilt from the 37-degree motif levels out, the first time they scroll into view.</p>
      <ul className={styles.grid} key={round}>
        {REVEAL_CARDS.map((title, index) => (
          <Reveal as="li" key={title} delay={index * 0.15}>
            <Card variant="standard" title={title} headingLevel={4} description={`Revealed ${index + 1} of ${REVEAL_CARDS.length}`} />
          </Reveal>
        ))}
      </ul>
      <div>
        <Button variant="tertiary" onClick={() => setRound(round + 1)}>
          Replay reveal
        </Button>
      </div>
    </div>
  );
}

/** Disclosure sections; the first starts open. */
export function ExpandablePanel() {
  return (
    <div className={styles.stack}>
      <ExpandableSection title="What happens in the FACE phase?" headingLevel={4} defaultOpen>
        <p>You look honestly at your market, your numbers and yourself, and name what is and is not working.</p>
      </ExpandableSection>
      <ExpandableSection title="What happens in the THRIVE phase?" headingLevel={4}>
        <p>You grow without burning out, with a partner who keeps you honest as the stakes rise.</p>
      </ExpandableSection>
    </div>
  );
}

/** The overlay that celebrates a finished step; it closes itself after 3 seconds. */
export function OverlayPanel() {
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.stack}>
      <p>The completion overlay shows for 3 seconds, then hands control back.</p>
      <div>
        <Button variant="relationship" onClick={() => setOpen(true)} disabled={open}>
          Complete a milestone
        </Button>
      </div>
      <CompletionOverlay
        open={open}
        message="Milestone complete!"
        detail="Your progress has been saved."
        onComplete={() => setOpen(false)}
      />
    </div>
  );
}
