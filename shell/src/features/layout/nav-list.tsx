import { NavLink } from 'react-router-dom';
import { NAV_LINKS } from './nav-links';

/** The site's main links; the header and the mobile menu style them differently. */
export function NavList({ className, activeClassName }: { className?: string; activeClassName?: string }) {
  return (
    <ul className={className}>
      {NAV_LINKS.map(({ to, label }) => (
        <li key={to}>
          <NavLink to={to} end={to === '/'} className={({ isActive }) => (isActive ? activeClassName : undefined)}>
            {label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
