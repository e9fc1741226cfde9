import { countOf, type Noun } from '../../lib/audience-lists';
import type { AudienceFilter } from '../../lib/audience-types';

const quoted = (q: string) => `“${q}”`;
const filtered = (noun: Noun, unhandled: boolean): Noun =>
  unhandled ? { one: `unhandled ${noun.one}`, many: `unhandled ${noun.many}` } : noun;

/** "12 sign-ups", "1 unhandled message matches “ada”". */
export function countText(total: number, noun: Noun, { q, unhandled }: AudienceFilter): string {
  const count = countOf(total, filtered(noun, unhandled));
  return q ? `${count} ${total === 1 ? 'matches' : 'match'} ${quoted(q)}` : count;
}

/** "No sign-ups yet.", "No sign-ups match “ada”.", "No unhandled messages." */
export function emptyText(noun: Noun, { q, unhandled }: AudienceFilter): string {
  const entries = filtered(noun, unhandled).many;
  if (q) return `No ${entries} match ${quoted(q)}.`;
  return unhandled ? `No ${entries}.` : `No ${entries} yet.`;
}
