import { buttonClassName } from '@fns/design-system';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/icons/icon';
import { SUPPORT_HOURS, SUPPORT_RESPONSE } from './help-content';
import styles from './still-need-help.module.scss';

/** Ways to reach a person, with the Help Center's support hours (SPEC section 2). */
export function StillNeedHelp() {
  return (
    <section aria-labelledby="still-need-help-title" className={styles.block}>
      <div className={styles.text}>
        <h2 id="still-need-help-title" className={styles.title}>
          Still Need Help?
        </h2>
        <p>Our support team is ready to help you get unstuck. Tell us what is going on and we will take it from there.</p>
        <ul className={styles.facts}>
          <li>
            <Icon name="clock" className={styles.icon} />
            {SUPPORT_HOURS}
          </li>
          <li>
            <Icon name="message" className={styles.icon} />
            {SUPPORT_RESPONSE}
          </li>
        </ul>
      </div>
      <div className={styles.actions}>
        <Link to="/contact" className={buttonClassName({ variant: 'secondary' })}>
          Contact Support
        </Link>
        <Link to="/contact?subject=support" className={buttonClassName({ variant: 'tertiary', className: styles.light })}>
          Submit a Ticket
        </Link>
      </div>
    </section>
  );
}
