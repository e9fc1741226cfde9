/**
 * Whether this process has changed the audience (a sign-up added, confirmed or removed, a contact
 * message received or handled) since the dashboard's figures were last counted
 * (modules/signup-stats counts them again then). Every process tracks its own changes and counts
 * after them, so no change goes uncounted; true at start, to count once.
 */
let changed = true;

export const markAudienceChanged = (): void => {
  changed = true;
};

/** Whether there were changes since the last call. */
export function takeAudienceChanges(): boolean {
  const were = changed;
  changed = false;
  return were;
}
