import { Button } from '@fns/design-system';
import type { Column } from '../../components/data-table';
import type { AudienceEntry } from '../../lib/audience-types';
import type { AudienceColumn, RowActions } from './audience-config';

/** The configured columns, their cells given the row actions, then Actions (Delete) per entry. */
export function audienceColumns<Item extends AudienceEntry>(
  columns: AudienceColumn<Item>[],
  actions: RowActions<Item>,
  { entryName, onDelete }: { entryName: (item: Item) => string; onDelete: (item: Item) => void },
): Column<Item>[] {
  return [
    ...columns.map(({ cell, ...column }) => ({ ...column, cell: (item: Item) => cell(item, actions) })),
    {
      header: 'Actions',
      actions: true,
      cell: (item) => (
        <Button variant="insight" aria-label={`Delete ${entryName(item)}`} onClick={() => onDelete(item)}>
          Delete
        </Button>
      ),
    },
  ];
}
