import styles from './social-links.module.scss';

const SOCIAL = [
  {
    href: 'https://www.linkedin.com/company/founders-never-solo',
    label: 'LinkedIn',
    path: 'M4 4h4v16H4zM6 2.2a2.2 2.2 0 1 1 0 4.4 2.2 2.2 0 0 1 0-4.4M10 9h3.8v2.2h.1c.5-1 1.8-2.2 3.8-2.2 4 0 4.8 2.6 4.8 6V20h-4v-4.4c0-1.1 0-2.5-1.5-2.5S15.2 14.3 15.2 15.5V20H11z',
  },
  {
    href: 'https://x.com/foundersneversolo',
    label: 'X (Twitter)',
    path: 'M3 3h5l4 5.6L16.7 3H21l-6.9 8.2L21.5 21h-5l-4.4-6.1L6.9 21H2.6l7.5-8.8z',
  },
  {
    href: 'https://www.instagram.com/foundersneversolo',
    label: 'Instagram',
    path: 'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5m5 5a5 5 0 1 0 0 10 5 5 0 0 0 0-10m0 2a3 3 0 1 1 0 6 3 3 0 0 1 0-6m5.5-3.2a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4',
  },
] as const;

export function SocialLinks() {
  return (
    <ul className={styles.social}>
      {SOCIAL.map(({ href, label, path }) => (
        <li key={href}>
          <a href={href} target="_blank" rel="noopener noreferrer" aria-label={`Founders Never Solo on ${label} (opens in a new tab)`}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d={path} fill="currentColor" />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
