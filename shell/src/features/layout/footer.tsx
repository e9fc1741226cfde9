import { Link } from 'react-router-dom';
import { NewsletterForm } from '../newsletter/newsletter-form';
import { POLICY_LINKS } from './nav-links';
import { SocialLinks } from './social-links';
import styles from './footer.module.scss';

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section className={styles.newsletter} aria-labelledby="newsletter-title">
          <h2 id="newsletter-title">Founder notes, once a month</h2>
          <p>Honest stories and practical tools for every phase of the journey. No spam, unsubscribe anytime.</p>
          <NewsletterForm />
        </section>
        <div className={styles.meta}>
          <SocialLinks />
          <nav aria-label="Legal">
            <ul className={styles.policies}>
              {POLICY_LINKS.map(({ to, label }) => (
                <li key={to}>
                  <Link to={to}>{label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <p className={styles.copyright}>© {new Date().getFullYear()} Founders Never Solo</p>
        </div>
      </div>
    </footer>
  );
}
