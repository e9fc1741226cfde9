import { useRef, type ReactNode } from 'react';
import { useScrollsSideways } from '../hooks/use-scrolls-sideways';
import styles from './data-table.module.scss';

export interface Column<Item> {
  header: string;
  cell: (item: Item) => ReactNode;
  /** The cell that names the row for screen readers (one per table). */
  rowHeader?: boolean;
  /** A cell of buttons: kept on one line, and not named again when the rows stack. */
  actions?: boolean;
}

interface DataTableProps<Item> {
  items: Item[];
  columns: Column<Item>[];
  rowKey: (item: Item) => string;
  labelledBy: string;
  /** The next page is loading: the rows shown are the previous ones. */
  busy?: boolean;
}

/** A table of `columns` per item; below md each row stacks into a card, each value under its column's name. */
export function DataTable<Item>({ items, columns, rowKey, labelledBy, busy = false }: DataTableProps<Item>) {
  const scroller = useRef<HTMLDivElement>(null);
  // A table wider than its card (a long address, say) scrolls: then the region takes the focus, so keys scroll it.
  const focusable = useScrollsSideways(scroller) && { tabIndex: 0, role: 'region', 'aria-labelledby': labelledBy };
  return (
    <div ref={scroller} className={styles.scroller} {...focusable}>
      <table className={styles.table} aria-labelledby={labelledBy} aria-busy={busy}>
        <thead>
          <tr>
            {columns.map(({ header }) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={rowKey(item)}>
              {columns.map(({ header, cell, rowHeader, actions }) =>
                rowHeader ? (
                  <th key={header} scope="row" className={styles.rowHeader}>
                    {cell(item)}
                  </th>
                ) : actions ? (
                  <td key={header} className={styles.actions}>
                    {cell(item)}
                  </td>
                ) : (
                  // data-label names the value once the header row is hidden (stacked cards).
                  <td key={header} data-label={header}>
                    {cell(item)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
