import { type DeferredState, isNotFound } from '@fns/design-system/data';
import { LINK_TEXTS } from './link-texts';

/** What a mail link's page says: its one heading and a sentence under it. */
export interface LinkView {
  heading: string;
  sentence?: string;
}

/** A link the API refuses; one it could not be asked about (it is down). */
export const INVALID_VIEW: LinkView = { heading: LINK_TEXTS.invalid };
export const FAILED_VIEW: LinkView = { heading: LINK_TEXTS.failed, sentence: LINK_TEXTS.retry };

/** The view of a link's data as it settles (`viewOf` once loaded); undefined while it loads. */
export function linkViewOf<T>(state: DeferredState<T>, viewOf: (data: T) => LinkView): LinkView | undefined {
  if (state.status === 'loading') return undefined;
  if (state.status === 'loaded') return viewOf(state.data);
  return isNotFound(state.error) ? INVALID_VIEW : FAILED_VIEW;
}
