import { preloadMotion, useHydrated } from '@fns/design-system';
import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { whenIdle } from '../../lib/when-idle';
import { useRuntimeConfig } from '../../config/runtime-config-context';
import { BrowserNotice } from '../browser-notice/browser-notice';
import { ReleasePreviewBanner } from '../rarely-shown/rarely-shown';
import { ScreenSizeIndicator } from '../screen-size/screen-size-indicator';
import { reportVitals } from '../vitals/report-vitals';
import { WaitlistSlot } from '../waitlist/waitlist-slot';
import { Footer } from './footer';
import { Header } from './header';
import styles from './layout.module.scss';

export const MAIN_CONTENT_ID = 'main-content';

/** The frame of every page: header, the routed remote page, footer and the site-wide overlays. */
export function Layout() {
  // Marks the page as interactive (tests and styles can wait for it).
  const hydrated = useHydrated();
  const config = useRuntimeConfig();
  useEffect(() => {
    if (!hydrated) return undefined;
    // Nothing animates before the page is interactive: the animator comes when the browser is idle.
    return whenIdle(preloadMotion);
  }, [hydrated]);
  // Real visitors' vitals, measured from the page's start: the reporter comes when the browser is idle, once.
  useEffect(() => {
    if (!hydrated) return undefined;
    return whenIdle(() => void reportVitals(config, window.location.pathname));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per page load, not per config identity
  }, [hydrated]);
  return (
    <div className={styles.layout} data-hydrated={hydrated || undefined}>
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        Skip to main content
      </a>
      {config.releasePreview && (
        <Suspense fallback={null}>
          <ReleasePreviewBanner />
        </Suspense>
      )}
      <BrowserNotice />
      <Header />
      <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
        {/* A page that throws while the server renders it is sent empty and rendered in the browser. */}
        <Suspense>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <WaitlistSlot />
      <ScreenSizeIndicator />
      {/* New pages open at the top; back and forward return to where the reader was. */}
      <ScrollRestoration />
    </div>
  );
}
