import type { SubscriptionStatus } from '@fns/contracts';
import { choiceParam, pageParam, type QueryFormat } from '../../hooks/use-list-query';
import { filterParams } from '../../lib/audience-api';
import type { AudienceFilter, AudienceList } from '../../lib/audience-types';
import { LIST_STATUS_LABELS } from '../../lib/subscription-statuses';

/** What a list page shows, kept in the URL (`?q=&unhandled=&status=&page=`). */
export interface AudienceQuery extends AudienceFilter {
  page: number;
}

/** The query of a list whose entries stand at the statuses `labels` names (a status it lacks is ignored). */
const audienceQuery = <Status extends SubscriptionStatus>(labels: Record<Status, string>): QueryFormat<AudienceQuery> => ({
  read: (params) => ({
    q: params.get('q') ?? '',
    unhandled: params.get('unhandled') === 'true',
    status: choiceParam(params, 'status', labels),
    page: pageParam(params),
  }),
  filterParams,
});

/** Each list's query: the mailing lists narrow by their own statuses, the contact messages by none. */
export const AUDIENCE_QUERIES: Record<AudienceList, QueryFormat<AudienceQuery>> = {
  waitlist: audienceQuery(LIST_STATUS_LABELS.waitlist),
  newsletter: audienceQuery(LIST_STATUS_LABELS.newsletter),
  contact: audienceQuery<never>({}),
};
