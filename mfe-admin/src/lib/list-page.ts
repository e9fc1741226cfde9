/** One page of a list the API pages (`?page=&pageSize=`), newest first. */
export interface ListPage<Item> {
  items: Item[];
  total: number;
  page: number;
  pageSize: number;
}

/** Rows per page of every table the console pages (the API's default). */
export const PAGE_SIZE = 20;

/** The query of a page: `?page=&pageSize=` after the filter's own parameters. */
export function pageParams(filter: URLSearchParams, page: number): URLSearchParams {
  const params = new URLSearchParams(filter);
  params.set('page', String(page));
  params.set('pageSize', String(PAGE_SIZE));
  return params;
}

export const pageCount = ({ total, pageSize }: ListPage<unknown>) => Math.max(1, Math.ceil(total / pageSize));
