import { useDeferred } from '@fns/design-system/data';
import { useLoaderData } from 'react-router-dom';
import { HomeLink, LinkPage } from '../../components/link-page/link-page';
import { linkViewOf } from '../../components/link-page/link-view';
import { EraseSection } from './erase-section';
import { ListPartSection } from './list-part-section';
import type { PreferencesData } from './preferences-loader';
import { newsletterPart, preferencesView, waitlistPart } from './preferences-view';

export { loader } from './preferences-loader';

/**
 * /preferences/{token}: the link at the foot of every list mail (a private route: its token is a
 * secret). The address's newsletter and wait list, each with its button, and "Erase me"; every button
 * is a plain form that POSTs to this address (shell/server/subscription-links.ts), which sends the
 * visitor back here to the new state. Complete without JavaScript.
 */
export default function PreferencesPage() {
  const state = useDeferred(useLoaderData<PreferencesData>().preferences);
  const preferences = state.status === 'loaded' && !('erased' in state.data) ? state.data : null;
  return (
    <LinkPage view={linkViewOf(state, preferencesView)}>
      {preferences && (
        <>
          <ListPartSection id="preferences-newsletter" part={newsletterPart(preferences.newsletter)} />
          <ListPartSection id="preferences-waitlist" part={waitlistPart(preferences.waitlist)} />
          <EraseSection />
        </>
      )}
      <HomeLink />
    </LinkPage>
  );
}
