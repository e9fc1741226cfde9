import { useHydrated } from '@fns/design-system';
import { lazy, Suspense } from 'react';
import { useRuntimeConfig } from '../../config/runtime-config-context';

// A debug aid: its code loads only where it is switched on.
const ScreenSizeReadout = lazy(() => import('./screen-size-readout').then((module) => ({ default: module.ScreenSizeReadout })));

/** Debug aid: the current breakpoint and width, shown only when SHOW_SCREEN_SIZE=true. */
export function ScreenSizeIndicator() {
  const { showScreenSize } = useRuntimeConfig();
  const hydrated = useHydrated();
  return showScreenSize && hydrated ? (
    <Suspense fallback={null}>
      <ScreenSizeReadout />
    </Suspense>
  ) : null;
}
