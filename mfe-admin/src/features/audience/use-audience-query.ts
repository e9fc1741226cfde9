import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { filterParams } from '../../lib/audience-api';
import type { AudienceFilter } from '../../lib/audience-types';

/** What a list page shows, kept in the URL (`?q=&page=&unhandled=`) so reload, back and links keep it. */
export interface AudienceQuery extends AudienceFilter {
  page: number;
}

function readQuery(params: URLSearchParams): AudienceQuery {
  const page = Number(params.get('page'));
  return {
    q: params.get('q') ?? '',
    unhandled: params.get('unhandled') === 'true',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

function toParams(query: AudienceQuery): URLSearchParams {
  const params = filterParams(query);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

export function useAudienceQuery() {
  const [params, setParams] = useSearchParams();

  /** A new search or filter starts again at page 1; `replace` corrects the URL without a history entry. */
  const update = useCallback(
    (change: Partial<AudienceQuery>, { replace = false } = {}) => {
      // The page stays where it was scrolled to: a search or a page turn happens in the table's own controls.
      setParams((current) => toParams({ ...readQuery(current), page: 1, ...change }), { replace, preventScrollReset: true });
    },
    [setParams],
  );

  return { query: readQuery(params), update };
}
