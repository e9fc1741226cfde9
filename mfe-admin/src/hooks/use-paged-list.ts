import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { pageCount, type ListPage } from '../lib/list-page';
import { toProblem, type Problem } from '../lib/problem';

interface PagedListState<Item> {
  /** The last page read; kept while the next one loads so the table and its controls stay put. */
  data: ListPage<Item> | null;
  loading: boolean;
  problem: Problem | null;
}

/**
 * Runs `request` (memoized by the caller on its filter and `page`) now, again when it changes and on
 * `reload`; an answer to a request superseded meanwhile is dropped. A failure that is not an ApiError
 * reads as `fallback`.
 */
export function usePagedList<Item>(
  request: () => Promise<ListPage<Item>>,
  page: number,
  showPage: (page: number) => void,
  fallback: string,
) {
  const [state, setState] = useState<PagedListState<Item>>({ data: null, loading: true, problem: null });
  const [attempt, setAttempt] = useState(0);
  const showLastPage = useEffectEvent((data: ListPage<Item>) => showPage(pageCount(data)));

  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, loading: true, problem: null }));
    request().then(
      (data) => {
        if (!current) return;
        // A page past the end (its last row was just deleted, or an old link) gives way to the last page.
        if (page > pageCount(data)) showLastPage(data);
        else setState({ data, loading: false, problem: null });
      },
      (error: unknown) => current && setState({ data: null, loading: false, problem: toProblem(error, fallback) }),
    );
    return () => {
      current = false;
    };
  }, [request, page, fallback, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);

  /** Shows changed rows at once: an optimistic update, its rollback, or the server's answer. */
  const updateItems = useCallback((change: (items: Item[]) => Item[]) => {
    setState((previous) => (previous.data ? { ...previous, data: { ...previous.data, items: change(previous.data.items) } } : previous));
  }, []);

  return { ...state, reload, updateItems };
}
