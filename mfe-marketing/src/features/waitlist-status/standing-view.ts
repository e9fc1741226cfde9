import type { WaitlistStanding } from '@fns/contracts';
import type { LinkView } from '../../components/link-page/link-view';
import { STANDING_TEXTS } from './waitlist-status-texts';

/** Where the entry stands, in a sentence: its place in line while it waits (status confirmed). */
function sentenceOf({ status, position, waiting }: WaitlistStanding): string {
  if (status !== 'confirmed') return STANDING_TEXTS[status];
  return position === null ? STANDING_TEXTS.turn : `${STANDING_TEXTS.place(position, waiting)} ${STANDING_TEXTS.turn}`;
}

/** The page's one heading, whatever the status, and the sentence of the status. */
export const standingView = (standing: WaitlistStanding): LinkView => ({ heading: STANDING_TEXTS.heading, sentence: sentenceOf(standing) });
