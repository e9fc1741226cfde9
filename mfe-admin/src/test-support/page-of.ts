import type { ListPage } from '../lib/list-page';

/** A page of `items` as the API answers it (20 a page). */
export const pageOf = <Item>(items: Item[], { total = items.length, page = 1 } = {}): ListPage<Item> => ({
  items,
  total,
  page,
  pageSize: 20,
});
