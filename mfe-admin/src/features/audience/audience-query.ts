import { choiceParam, pageParam, type QueryFormat } from '../../hooks/use-list-query';
import { filterParams } from '../../lib/audience-api';
import type { AudienceFilter } from '../../lib/audience-types';
import { SUBSCRIPTION_STATUS_LABELS } from './subscription-status';

/** What a list page shows, kept in the URL (`?q=&unhandled=&status=&page=`). */
export interface AudienceQuery extends AudienceFilter {
  page: number;
}

export const AUDIENCE_QUERY: QueryFormat<AudienceQuery> = {
  read: (params) => ({
    q: params.get('q') ?? '',
    unhandled: params.get('unhandled') === 'true',
    status: choiceParam(params, 'status', SUBSCRIPTION_STATUS_LABELS),
    page: pageParam(params),
  }),
  filterParams,
};
