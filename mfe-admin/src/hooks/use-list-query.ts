import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { valuesOf } from '../lib/labels';

/** What a paged list shows, kept in the URL so reload, back and links keep it. */
export interface PagedQuery {
  page: number;
}

/** How a list's query reads from and writes to the URL; module constants, so the query stays the same object for the same URL. */
export interface QueryFormat<Query extends PagedQuery> {
  /** The query a URL holds, with the defaults for what it lacks or gets wrong. */
  read: (params: URLSearchParams) => Query;
  /** The URL parameters of the filter alone (the page is added to them). */
  filterParams: (query: Query) => URLSearchParams;
}

/** `?page=`: a whole number from 2, else page 1. */
export function pageParam(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** A parameter that must be one of the values `labels` names (e.g. `?status=`), else null. */
export const choiceParam = <Value extends string>(params: URLSearchParams, name: string, labels: Record<Value, string>): Value | null =>
  valuesOf(labels).find((value) => value === params.get(name)) ?? null;

export function useListQuery<Query extends PagedQuery>(format: QueryFormat<Query>) {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => format.read(params), [format, params]);

  const apply = useCallback(
    (change: (current: Query) => Query, replace: boolean) => {
      // The page stays where it was scrolled to: a search or a page turn happens in the table's own controls.
      setParams(
        (current) => {
          const next = change(format.read(current));
          const written = format.filterParams(next);
          if (next.page > 1) written.set('page', String(next.page));
          return written;
        },
        { replace, preventScrollReset: true },
      );
    },
    [format, setParams],
  );

  /** A new search or filter starts again at page 1. */
  const update = useCallback((change: Partial<Query>) => apply((current) => ({ ...current, page: 1, ...change }), false), [apply]);

  /** `replace` corrects the URL without a history entry (a page past the end). */
  const showPage = useCallback((page: number, { replace = false } = {}) => apply((current) => ({ ...current, page }), replace), [apply]);

  return { query, update, showPage };
}
