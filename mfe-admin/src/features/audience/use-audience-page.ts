import { useCallback } from 'react';
import { useUrlPagedList } from '../../hooks/use-url-paged-list';
import { fetchAudiencePage } from '../../lib/audience-api';
import { AUDIENCE_ERRORS } from '../../lib/api-messages';
import type { AudienceEntry, AudienceList } from '../../lib/audience-types';
import { AUDIENCE_QUERIES, type AudienceQuery } from './audience-query';

/** One page of a list for the URL's search, filter and page number; reloaded when any of them changes. */
export function useAudiencePage<Item extends AudienceEntry>(list: AudienceList) {
  const fetchPage = useCallback((query: AudienceQuery) => fetchAudiencePage<Item>(list, query, query.page), [list]);
  return useUrlPagedList(AUDIENCE_QUERIES[list], fetchPage, AUDIENCE_ERRORS.load);
}

/** A list's page as a screen shows it: rows, query, paging, reload. */
export type AudiencePage<Item extends AudienceEntry> = ReturnType<typeof useAudiencePage<Item>>;
