import { countOf, qualified, type Noun } from '../../lib/counted-noun';
import type { AudienceFilter } from '../../lib/audience-types';

const quoted = (q: string) => `“${q}”`;

/** The entries a filter leaves, e.g. "unhandled messages", "confirmed sign-ups". */
const filtered = (noun: Noun, { unhandled, status }: AudienceFilter): Noun => qualified(noun, unhandled ? 'unhandled' : status);

/** "12 sign-ups", "3 pending sign-ups", "1 unhandled message matches “ada”". */
export function countText(total: number, noun: Noun, filter: AudienceFilter): string {
  const count = countOf(total, filtered(noun, filter));
  return filter.q ? `${count} ${total === 1 ? 'matches' : 'match'} ${quoted(filter.q)}` : count;
}

/** "No sign-ups yet.", "No sign-ups match “ada”.", "No confirmed sign-ups match.", "No unhandled messages." */
export function emptyText(noun: Noun, filter: AudienceFilter): string {
  const entries = filtered(noun, filter).many;
  if (filter.q) return `No ${entries} match ${quoted(filter.q)}.`;
  if (filter.status) return `No ${entries} match.`;
  return filter.unhandled ? `No ${entries}.` : `No ${entries} yet.`;
}
