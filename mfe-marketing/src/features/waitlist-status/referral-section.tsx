import { TextField } from '@fns/design-system/forms';
import { CopyLinkButton } from './copy-link-button';
import { REFERRAL_TEXTS } from './waitlist-status-texts';
import styles from './waitlist-status.module.scss';

const HEADING_ID = 'referral-heading';

interface ReferralSectionProps {
  /** The entry's own link: a friend who signs up through it and confirms moves the entry up. */
  url: string;
  /** Places one such friend moves it up. */
  boost: number;
  /** Friends credited so far. */
  referrals: number;
}

/** "Move up the list": the referral link to share, in a field whose text can be selected, and a copy button. */
export function ReferralSection({ url, boost, referrals }: ReferralSectionProps) {
  return (
    <section aria-labelledby={HEADING_ID} className={styles.referral}>
      <h2 id={HEADING_ID} className={styles.heading}>
        {REFERRAL_TEXTS.heading}
      </h2>
      <p className={styles.text}>{REFERRAL_TEXTS.share(boost)}</p>
      <div className={styles.share}>
        <TextField
          label={REFERRAL_TEXTS.label}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className={styles.field}
        />
        <CopyLinkButton url={url} />
      </div>
      {referrals > 0 && <p className={styles.text}>{REFERRAL_TEXTS.referrals(referrals)}</p>}
    </section>
  );
}
