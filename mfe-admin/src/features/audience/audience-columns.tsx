import { Button } from '@fns/design-system';
import type { Column } from '../../components/data-table';
import type { AudienceEntry } from '../../lib/audience-types';
import type { AudienceColumn, AudienceConfig, RowActions } from './audience-config';
import styles from './audience-screen.module.scss';

type EntryActions<Item extends AudienceEntry> = Pick<AudienceConfig<Item>, 'entryName' | 'rowActions'> & { onDelete: (item: Item) => void };

/** The configured columns, their cells given the row actions, then Actions (the list's own, and Delete) per entry. */
export function audienceColumns<Item extends AudienceEntry>(
  columns: AudienceColumn<Item>[],
  actions: RowActions<Item>,
  { entryName, onDelete, rowActions }: EntryActions<Item>,
): Column<Item>[] {
  return [
    ...columns.map(({ cell, ...column }) => ({ ...column, cell: (item: Item) => cell(item, actions) })),
    {
      header: 'Actions',
      actions: true,
      cell: (item) => (
        <div className={styles.rowActions}>
          {rowActions?.(item, actions)}
          <Button variant="insight" aria-label={`Delete ${entryName(item)}`} onClick={() => onDelete(item)}>
            Delete
          </Button>
        </div>
      ),
    },
  ];
}
