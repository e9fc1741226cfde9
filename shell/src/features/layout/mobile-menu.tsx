import { useHydrated, useOpenWaitlist } from '@fns/design-system';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { whenIdle } from '../../lib/when-idle';
import styles from './mobile-menu.module.scss';

// The panel and the dialog it opens in are not needed to make a page interactive: they load when
// the browser is idle on screens that show the menu button, or at the first tap.
const loadPanel = () => import('./mobile-menu-panel');
const MobileMenuPanel = lazy(() => loadPanel().then((module) => ({ default: module.MobileMenuPanel })));

/** The slide-in menu below the xl breakpoint; it closes whenever the route changes. */
export function MobileMenu() {
  const openWaitlist = useOpenWaitlist();
  const hydrated = useHydrated();
  const toggle = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    const shown = hydrated && toggle.current && getComputedStyle(toggle.current).display !== 'none';
    return shown ? whenIdle(() => void loadPanel()) : undefined;
  }, [hydrated]);

  // The menu closes in the same update, so focus goes back to the menu button and the wait list
  // dialog later returns it there.
  const openWaitlistFromMenu = () => {
    setOpen(false);
    openWaitlist();
  };

  return (
    <>
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-label="Open menu"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen(true)}
      >
        <span className={styles.bars} aria-hidden="true" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <MobileMenuPanel onClose={() => setOpen(false)} onOpenWaitlist={openWaitlistFromMenu} />
        </Suspense>
      )}
    </>
  );
}
