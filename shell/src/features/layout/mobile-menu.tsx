import { Button, Dialog, useOpenWaitlist } from '@fns/design-system';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { NavList } from './nav-list';
import styles from './mobile-menu.module.scss';

/** The slide-in menu below the md breakpoint; it closes whenever the route changes. */
export function MobileMenu() {
  const openWaitlist = useOpenWaitlist();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);

  // The menu closes in the same update, so focus goes back to the menu button and the wait list
  // dialog later returns it there.
  const openWaitlistFromMenu = () => {
    setOpen(false);
    openWaitlist();
  };

  return (
    <>
      <button
        type="button"
        className={styles.toggle}
        aria-label="Open menu"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen(true)}
      >
        <span className={styles.bars} aria-hidden="true" />
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Menu" className={styles.panel}>
        <nav id="mobile-menu" aria-label="Mobile">
          <NavList className={styles.links} activeClassName={styles.active} />
        </nav>
        <div className={styles.actions}>
          <Button variant="insight" size="cta" onClick={openWaitlistFromMenu}>
            BEGIN YOUR JOURNEY
          </Button>
          <Button variant="secondary" onClick={openWaitlistFromMenu}>
            Sign In
          </Button>
        </div>
      </Dialog>
    </>
  );
}
