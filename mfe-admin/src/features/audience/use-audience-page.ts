import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { fetchAudiencePage } from '../../lib/audience-api';
import { AUDIENCE_ERRORS } from '../../lib/api-messages';
import type { AudienceEntry, AudienceList, AudiencePage } from '../../lib/audience-types';
import { toProblem, type Problem } from '../../lib/problem';
import { useAudienceQuery } from './use-audience-query';

interface PageState<Item> {
  /** The last page read; kept while the next one loads so the table and its controls stay put. */
  data: AudiencePage<Item> | null;
  loading: boolean;
  problem: Problem | null;
}

export const pageCount = ({ total, pageSize }: AudiencePage<unknown>) => Math.max(1, Math.ceil(total / pageSize));

/** One page of a list for the URL's search, filter and page number; reloaded when any of them changes. */
export function useAudiencePage<Item extends AudienceEntry>(list: AudienceList) {
  const { query, update } = useAudienceQuery();
  const { q, unhandled, page } = query;
  const [state, setState] = useState<PageState<Item>>({ data: null, loading: true, problem: null });
  const [attempt, setAttempt] = useState(0);
  const showLastPage = useEffectEvent((data: AudiencePage<Item>) => update({ page: pageCount(data) }, { replace: true }));

  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, loading: true, problem: null }));
    fetchAudiencePage<Item>(list, { q, unhandled }, page).then(
      (data) => {
        if (!current) return;
        // A page past the end (its last row was just deleted, or an old link) gives way to the last page.
        if (page > pageCount(data)) showLastPage(data);
        else setState({ data, loading: false, problem: null });
      },
      (error: unknown) => current && setState({ data: null, loading: false, problem: toProblem(error, AUDIENCE_ERRORS.load) }),
    );
    return () => {
      current = false;
    };
  }, [list, q, unhandled, page, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);

  /** Shows a changed entry at once: an optimistic update, or its rollback. */
  const replace = useCallback((item: Item) => {
    setState((previous) => {
      if (!previous.data) return previous;
      const items = previous.data.items.map((entry) => (entry.id === item.id ? item : entry));
      return { ...previous, data: { ...previous.data, items } };
    });
  }, []);

  return { ...state, query, update, reload, replace };
}
