import { Button, buttonClassName, useOpenWaitlist, PageHeader } from '@fns/design-system';
import { Link } from 'react-router-dom';
import { FOUNDERS_FACING_REALITY_NOW, FREE_TRIAL_DAYS, STARTUP_FAILURE_RATE } from './home-content';
import styles from './home-hero.module.scss';

const INTRO =
  'Strategic thinking, emotional resilience and practical guidance in one partner, so you never face the hardest decisions of your startup alone.';

/** The page's h1, its promise, the first call to action and the claims of SPEC section 1. */
export function HomeHero() {
  const openWaitlist = useOpenWaitlist();
  return (
    <PageHeader eyebrow="Your partner through every phase" title="Founders Never Solo" intro={INTRO}>
      <div className={styles.actions}>
        <Button variant="secondary" size="cta" onClick={openWaitlist}>
          Start Your Journey
        </Button>
        <Link to="/how-it-works" className={buttonClassName({ variant: 'tertiary', size: 'cta', className: styles.ghost })}>
          See How It Works
        </Link>
      </div>
      <ul className={styles.stats} aria-label="Why it matters">
        <li className={styles.stat}>
          <strong className={styles.figure}>{STARTUP_FAILURE_RATE}</strong> of startups fail
        </li>
        <li className={styles.stat}>
          <span className={styles.live} aria-hidden="true" />
          <strong className={styles.figure}>{FOUNDERS_FACING_REALITY_NOW}</strong> founders facing reality now
        </li>
        <li className={styles.stat}>
          <strong className={styles.figure}>{FREE_TRIAL_DAYS} days</strong> free, no credit card
        </li>
      </ul>
    </PageHeader>
  );
}
