import { unsubscribeView } from './link-view';
import { SubscriptionLinkPage } from './subscription-link-page';

export { loader } from './subscription-link-loader';

/** /unsubscribe/{token}: the List-Unsubscribe link of a list's mail; only a POST unsubscribes. */
export default function UnsubscribePage() {
  return <SubscriptionLinkPage viewOf={unsubscribeView} />;
}
