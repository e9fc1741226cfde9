import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and during hydration, true afterwards (and at once in a page the browser
 * renders itself). What depends on the browser — storage, media queries, the user agent — waits
 * for it, so the first browser render matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
