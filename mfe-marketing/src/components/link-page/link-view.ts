import { type DeferredState, isNotFound } from '@fns/design-system/data';
import { LINK_TEXTS } from './link-texts';

/** What a mail link's page says: its one heading and a sentence under it. */
export interface LinkView {
  heading: string;
  sentence?: string;
  /** The label of the page's one button, which POSTs (LinkAction); without it, the page offers the way home. */
  button?: string;
  /** Small print under the button. */
  note?: string;
}

/** A link the API refuses; one it could not be asked about (it is down). */
export const INVALID_VIEW: LinkView = { heading: LINK_TEXTS.invalid };
export const FAILED_VIEW: LinkView = { heading: LINK_TEXTS.failed, sentence: LINK_TEXTS.retry };

/**
 * The view of a link's data as it settles (`viewOf` once loaded); undefined while it loads. A link
 * the API refuses shows `invalid` (by default, LINK_TEXTS.invalid).
 */
export function linkViewOf<T>(state: DeferredState<T>, viewOf: (data: T) => LinkView, invalid = INVALID_VIEW): LinkView | undefined {
  if (state.status === 'loading') return undefined;
  if (state.status === 'loaded') return viewOf(state.data);
  return isNotFound(state.error) ? invalid : FAILED_VIEW;
}
