import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import { SIGN_IN_PATH } from '../../../hooks/use-sign-out';

/**
 * Asks before the editor is left with unsaved changes: a navigation in the site is held by the
 * router's blocker (LeaveDialog asks), closing or reloading the tab by the browser's own prompt.
 * Signing in again passes: the local copy keeps the changes, and the editor offers them back.
 */
export function useLeaveGuard(dirty: boolean) {
  // Read when a navigation starts, which may be before the render that follows a save.
  const dirtyRef = useRef(dirty);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current && nextLocation.pathname !== currentLocation.pathname && nextLocation.pathname !== SIGN_IN_PATH,
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return undefined;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = ''; // what browsers before Chrome 119 wait for
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  /** Lets the next navigation through: a successful save leaves at once, before the form reads as saved. */
  const allowLeaving = useCallback(() => {
    dirtyRef.current = false;
  }, []);

  return { blocker, allowLeaving };
}
