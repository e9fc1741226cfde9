import { confirmView } from './link-view';
import { SubscriptionLinkPage } from './subscription-link-page';

export { loader } from './subscription-link-loader';

/** /confirm/{token}: the link of a sign-up's confirmation mail; only the page's POST confirms. */
export default function ConfirmPage() {
  return <SubscriptionLinkPage viewOf={confirmView} />;
}
