import { Button, openWaitlist } from '@fns/design-system';
import { Link, NavLink } from 'react-router-dom';
import { MobileMenu } from './mobile-menu';
import { NAV_LINKS } from './nav-links';
import styles from './header.module.scss';

export function Header() {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand} aria-label="Founders Never Solo, home">
          <span className={styles.mark} aria-hidden="true" />
          Founders Never Solo
        </Link>
        <nav className={styles.desktopNav} aria-label="Main">
          <ul>
            {NAV_LINKS.map(({ to, label }) => (
              <li key={to}>
                <NavLink to={to} end={to === '/'} className={({ isActive }) => (isActive ? styles.active : undefined)}>
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Button variant="insight" className={styles.cta} onClick={openWaitlist}>
          BEGIN YOUR JOURNEY
        </Button>
        <MobileMenu />
      </div>
    </header>
  );
}
