import { useHydrated } from '@fns/design-system';
import { lazy, Suspense, useState } from 'react';
import { detectBrowserSupport } from './detect-browser';

// Only visitors on an unsupported browser download the notice itself.
const Notice = lazy(() => import('./notice').then((module) => ({ default: module.Notice })));

/**
 * Warns visitors on unsupported browsers. The user agent is the browser's: the notice can only
 * appear after hydration.
 */
export function BrowserNotice() {
  return useHydrated() ? <NoticeWhenUnsupported /> : null;
}

function NoticeWhenUnsupported() {
  const [support] = useState(() => detectBrowserSupport(navigator.userAgent));
  return support === 'supported' ? null : (
    <Suspense fallback={null}>
      <Notice support={support} />
    </Suspense>
  );
}
