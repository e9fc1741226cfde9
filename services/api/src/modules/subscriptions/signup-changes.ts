/**
 * Whether this process has added, confirmed or removed a sign-up since the dashboard's sign-up
 * figures were last counted (modules/signup-stats counts them again then). Every process tracks its
 * own changes and counts after them, so no change goes uncounted; true at start, to count once.
 */
let changed = true;

export const markSignupsChanged = (): void => {
  changed = true;
};

/** Whether there were changes since the last call. */
export function takeSignupChanges(): boolean {
  const were = changed;
  changed = false;
  return were;
}
