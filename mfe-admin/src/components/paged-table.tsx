import { pageCount, type ListPage } from '../lib/list-page';
import { DataTable, type Column } from './data-table';
import { Pager } from './pager';
import styles from './paged-table.module.scss';

interface PagedTableProps<Item> {
  /** The page shown: null before the first arrives and after a failure. */
  data: ListPage<Item> | null;
  /** The page asked for: the pager shows it while it loads. */
  page: number;
  loading: boolean;
  columns: Column<Item>[];
  rowKey: (item: Item) => string;
  labelledBy: string;
  emptyText: string;
  /** Names the pager's navigation landmark, e.g. "Sign-ups pages". */
  pagerLabel: string;
  onPage: (page: number) => void;
}

/** A page of a list with Previous and Next, or the list's empty text. */
export function PagedTable<Item>({
  data,
  page,
  loading,
  columns,
  rowKey,
  labelledBy,
  emptyText,
  pagerLabel,
  onPage,
}: PagedTableProps<Item>) {
  if (!data) return null;
  if (data.items.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  return (
    <>
      <DataTable items={data.items} columns={columns} rowKey={rowKey} labelledBy={labelledBy} busy={loading} />
      <Pager label={pagerLabel} page={page} pageCount={pageCount(data)} onPage={onPage} />
    </>
  );
}
