import { useCallback } from 'react';
import type { ListPage } from '../lib/list-page';
import { useListQuery, type PagedQuery, type QueryFormat } from './use-list-query';
import { usePagedList } from './use-paged-list';

/**
 * A list whose filter and page live in the URL: the query, its `update` and `showPage`, and the page
 * `fetchPage` (memoized by the caller) reads for it, reloaded whenever the URL's query changes.
 */
export function useUrlPagedList<Query extends PagedQuery, Item extends { id: string }>(
  format: QueryFormat<Query>,
  fetchPage: (query: Query) => Promise<ListPage<Item>>,
  fallback: string,
) {
  const { query, update, showPage } = useListQuery(format);
  const request = useCallback(() => fetchPage(query), [fetchPage, query]);
  const showLastPage = useCallback((page: number) => showPage(page, { replace: true }), [showPage]);
  const { updateItems, ...list } = usePagedList(request, query.page, showLastPage, fallback);

  /** Shows a changed row at once: an optimistic update, its rollback, or the server's answer. */
  const replace = useCallback(
    (item: Item) => updateItems((items) => items.map((entry) => (entry.id === item.id ? item : entry))),
    [updateItems],
  );

  return { ...list, query, update, showPage, replace };
}
