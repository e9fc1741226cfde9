import { TextField } from '@fns/design-system/forms';
import { LinkSection, LinkText } from '../../components/link-page/link-section';
import { CopyLinkButton } from './copy-link-button';
import { REFERRAL_TEXTS } from './waitlist-status-texts';
import styles from './waitlist-status.module.scss';

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
    <LinkSection id="referral-heading" heading={REFERRAL_TEXTS.heading} text={REFERRAL_TEXTS.share(boost)}>
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
      {referrals > 0 && <LinkText>{REFERRAL_TEXTS.referrals(referrals)}</LinkText>}
    </LinkSection>
  );
}
