import styles from './social-links.module.scss';

/** Each network's icon is drawn by the stylesheet (its class), so the script the page hydrates carries no path data. */
const SOCIAL = [
  { href: 'https://www.linkedin.com/company/founders-never-solo', label: 'LinkedIn', icon: styles.linkedin },
  { href: 'https://x.com/foundersneversolo', label: 'X (Twitter)', icon: styles.x },
  { href: 'https://www.instagram.com/foundersneversolo', label: 'Instagram', icon: styles.instagram },
] as const;

export function SocialLinks() {
  return (
    <ul className={styles.social}>
      {SOCIAL.map(({ href, label, icon }) => (
        <li key={href}>
          <a href={href} target="_blank" rel="noopener noreferrer" aria-label={`Founders Never Solo on ${label} (opens in a new tab)`}>
            <span className={`${styles.icon} ${icon}`} aria-hidden="true" />
          </a>
        </li>
      ))}
    </ul>
  );
}
