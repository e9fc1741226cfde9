import type { AudienceListInfo } from '../../lib/audience-lists';
import type { AudienceFilter } from '../../lib/audience-types';
import { countOf, qualified, type Noun } from '../../lib/counted-noun';
import { statusLabelsOf } from '../../lib/subscription-statuses';

const quoted = (q: string) => `“${q}”`;

/** The entries a filter leaves, e.g. "unhandled messages", "waiting sign-ups" (the status as the list names it). */
function filtered({ list, noun }: AudienceListInfo, { unhandled, status }: AudienceFilter): Noun {
  if (unhandled) return qualified(noun, 'unhandled');
  const label = status ? statusLabelsOf(list)[status] : undefined;
  return qualified(noun, label?.toLowerCase() ?? null);
}

/** "12 sign-ups", "3 pending sign-ups", "1 unhandled message matches “ada”". */
export function countText(total: number, info: AudienceListInfo, filter: AudienceFilter): string {
  const count = countOf(total, filtered(info, filter));
  return filter.q ? `${count} ${total === 1 ? 'matches' : 'match'} ${quoted(filter.q)}` : count;
}

/** "No sign-ups yet.", "No sign-ups match “ada”.", "No waiting sign-ups match.", "No unhandled messages." */
export function emptyText(info: AudienceListInfo, filter: AudienceFilter): string {
  const entries = filtered(info, filter).many;
  if (filter.q) return `No ${entries} match ${quoted(filter.q)}.`;
  if (filter.status) return `No ${entries} match.`;
  return filter.unhandled ? `No ${entries}.` : `No ${entries} yet.`;
}
