import { Button } from '@fns/design-system';
import { Dialog } from '@fns/design-system/dialog';
import { NavList } from './nav-list';
import styles from './mobile-menu.module.scss';

export interface MobileMenuPanelProps {
  onClose: () => void;
  onOpenWaitlist: () => void;
}

/** The open menu: the site's links and the wait list's calls to action, in a dialog. */
export function MobileMenuPanel({ onClose, onOpenWaitlist }: MobileMenuPanelProps) {
  return (
    <Dialog open onClose={onClose} title="Menu" className={styles.panel}>
      <nav id="mobile-menu" aria-label="Mobile">
        <NavList className={styles.links} activeClassName={styles.active} />
      </nav>
      <div className={styles.actions}>
        <Button variant="insight" size="cta" onClick={onOpenWaitlist}>
          BEGIN YOUR JOURNEY
        </Button>
        <Button variant="secondary" onClick={onOpenWaitlist}>
          Sign In
        </Button>
      </div>
    </Dialog>
  );
}
