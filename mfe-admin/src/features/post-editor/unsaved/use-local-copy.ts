import { useCallback, useEffect, useRef, useState } from 'react';
import { sameFormValues, type PostFormValues } from '../post-form';
import { localCopyKey, readLocalCopy, removeLocalCopy, writeLocalCopy, type LocalCopy } from './local-copy-store';

/** How long typing pauses before the form is copied to this browser. */
export const LOCAL_COPY_DELAY_MS = 1000;

/** The form's values while they differ from the saved post, and the version they are based on. */
export type UnsavedForm = Omit<LocalCopy, 'savedAt'>;

/**
 * Keeps unsaved form values in this browser (a second after the typing stops) until a save succeeds,
 * and offers a copy found on opening back to the admin (`offer`), who restores or discards it.
 */
export function useLocalCopy(postId: string | undefined, unsaved: UnsavedForm | null) {
  const key = localCopyKey(postId);
  const [offer, setOffer] = useState<LocalCopy | null>(null);
  const latest = useRef(unsaved);
  const timer = useRef<number | undefined>(undefined);

  /** Writes the unsaved values at once; false when there are none. */
  const keepNow = useCallback((): boolean => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    if (latest.current) writeLocalCopy(key, { ...latest.current, savedAt: new Date().toISOString() });
    return latest.current !== null;
  }, [key]);

  useEffect(() => {
    latest.current = unsaved;
    window.clearTimeout(timer.current);
    timer.current = unsaved ? window.setTimeout(keepNow, LOCAL_COPY_DELAY_MS) : undefined;
  }, [unsaved, keepNow]);

  // Leaving the editor (to sign in again, say) keeps the values still waiting for their turn.
  useEffect(
    () => () => {
      if (timer.current !== undefined) keepNow();
    },
    [keepNow],
  );

  /** After a save or a whole new set of values from the server: nothing is left to keep. */
  const clear = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    latest.current = null;
    removeLocalCopy(key);
  }, [key]);

  /** On opening: a copy that differs from what the form shows is offered; one that does not is dropped. */
  const offerIfDifferent = useCallback(
    (shown: PostFormValues) => {
      const copy = readLocalCopy(key);
      const differs = copy !== null && !sameFormValues(copy.values, shown);
      if (copy && !differs) removeLocalCopy(key);
      setOffer(differs ? copy : null);
    },
    [key],
  );

  /** Drops the offered copy, unless newer edits have been kept over it meanwhile. */
  const discard = useCallback(() => {
    if (offer && readLocalCopy(key)?.savedAt === offer.savedAt) removeLocalCopy(key);
    setOffer(null);
  }, [key, offer]);

  const dismiss = useCallback(() => setOffer(null), []);

  return { offer, keepNow, clear, offerIfDifferent, discard, dismiss };
}
