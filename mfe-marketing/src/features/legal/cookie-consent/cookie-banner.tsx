import { Button } from '@fns/design-system';
import { useRef } from 'react';
import styles from './cookie-banner.module.scss';
import { useReservedBottomSpace } from './use-reserved-bottom-space';

export interface CookieBannerProps {
  onAcceptAll: () => void;
  onEssentialOnly: () => void;
  onManage: () => void;
}

/** SPEC section 4: the consent banner the cookies page opens with. */
export function CookieBanner({ onAcceptAll, onEssentialOnly, onManage }: CookieBannerProps) {
  const banner = useRef<HTMLElement>(null);
  useReservedBottomSpace(banner);
  return (
    <section ref={banner} className={styles.banner} aria-label="Cookie consent">
      <div className={styles.inner}>
        <div className={styles.text}>
          <h2 className={styles.title}>We value your privacy</h2>
          <p>
            We use essential cookies to run this site and, with your consent, optional cookies to improve it. Choose what you allow; you can
            change it at any time.
          </p>
        </div>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onAcceptAll}>
            Accept all
          </Button>
          <Button variant="tertiary" className={styles.light} onClick={onEssentialOnly}>
            Essential only
          </Button>
          <Button variant="tertiary" className={styles.light} onClick={onManage}>
            Manage
          </Button>
        </div>
      </div>
    </section>
  );
}
