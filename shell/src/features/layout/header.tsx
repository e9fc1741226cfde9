import { Button, useOpenWaitlist } from '@fns/design-system';
import { Link } from 'react-router-dom';
import { MobileMenu } from './mobile-menu';
import { NavList } from './nav-list';
import styles from './header.module.scss';

export function Header() {
  const openWaitlist = useOpenWaitlist();
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand} aria-label="Founders Never Solo, home">
          <span className={styles.mark} aria-hidden="true" />
          Founders Never Solo
        </Link>
        <nav className={styles.desktopNav} aria-label="Main">
          <NavList activeClassName={styles.active} />
        </nav>
        <Button variant="insight" className={styles.cta} onClick={openWaitlist}>
          BEGIN YOUR JOURNEY
        </Button>
        <MobileMenu />
      </div>
    </header>
  );
}
