import { routeOfPath } from '../src/lib/route-of-path';

/**
 * What of a request's address a page depends on: its path and the query parameters its route
 * reads (ROUTE_TABLE's `query`), parsed as the remotes' loaders parse them (URLSearchParams, which,
 * unlike Node's querystring, has no 1000-key limit) and in a fixed order. The page is rendered and
 * kept under this address alone, so no parameter a visitor makes up renders a page afresh or
 * pushes another out of the cache. `unread`: the address had parameters no route reads.
 */
export function pageAddress(originalUrl: string): { address: string; query: URLSearchParams; unread: boolean } {
  const { pathname, searchParams } = new URL(originalUrl, 'http://localhost');
  const reads = routeOfPath(pathname)?.query ?? [];
  const query = new URLSearchParams();
  for (const name of reads) {
    const value = searchParams.get(name);
    if (value !== null) query.set(name, value);
  }
  const search = query.size > 0 ? `?${query}` : '';
  return { address: `${pathname}${search}`, query, unread: [...searchParams.keys()].some((name) => !reads.includes(name)) };
}
