import { Button } from '@fns/design-system';
import type { AudienceEntry } from '../../lib/audience-types';
import type { AudienceColumn, RowActions } from './audience-config';
import styles from './audience-table.module.scss';

interface AudienceTableProps<Item extends AudienceEntry> {
  items: Item[];
  columns: AudienceColumn<Item>[];
  labelledBy: string;
  busy: boolean;
  entryName: (item: Item) => string;
  actions: RowActions<Item>;
  onDelete: (item: Item) => void;
}

/** The configured columns, then Actions (Delete) per entry; below md each entry stacks into a card. */
export function AudienceTable<Item extends AudienceEntry>({
  items,
  columns,
  labelledBy,
  busy,
  entryName,
  actions,
  onDelete,
}: AudienceTableProps<Item>) {
  return (
    <table className={styles.table} aria-labelledby={labelledBy} aria-busy={busy}>
      <thead>
        <tr>
          {columns.map(({ header }) => (
            <th key={header} scope="col">
              {header}
            </th>
          ))}
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id}>
            {columns.map(({ header, cell, rowHeader }) =>
              rowHeader ? (
                <th key={header} scope="row" className={styles.rowHeader}>
                  {cell(item, actions)}
                </th>
              ) : (
                // data-label names the value once the header row is hidden (stacked cards).
                <td key={header} data-label={header}>
                  {cell(item, actions)}
                </td>
              ),
            )}
            <td className={styles.actions}>
              <Button variant="insight" aria-label={`Delete ${entryName(item)}`} onClick={() => onDelete(item)}>
                Delete
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
