import { useDeferred } from '@fns/design-system/data';
import { useLoaderData } from 'react-router-dom';
import { HomeLink, LinkPage } from '../../components/link-page/link-page';
import { linkViewOf } from '../../components/link-page/link-view';
import { ReferralSection } from './referral-section';
import { standingView } from './standing-view';
import type { WaitlistStatusData } from './waitlist-status-loader';

export { loader } from './waitlist-status-loader';

/**
 * /waitlist/status/{token}: a wait list entry's own page (a private route: its token is a secret)
 * — where it stands and, while it waits, the referral link that moves it up. Read-only, and
 * complete without JavaScript.
 */
export default function WaitlistStatusPage() {
  const standing = useDeferred(useLoaderData<WaitlistStatusData>().standing);
  const loaded = standing.status === 'loaded' ? standing.data : null;

  return (
    <LinkPage view={linkViewOf(standing, standingView)}>
      {loaded?.referralUrl && <ReferralSection url={loaded.referralUrl} boost={loaded.referralBoost} referrals={loaded.referrals} />}
      <HomeLink />
    </LinkPage>
  );
}
