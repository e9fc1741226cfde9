import { ConfirmDialog } from '../../components/confirm-dialog';
import type { ConfirmedAction } from '../../lib/use-confirmed-action';

interface DeleteEntryDialogProps<Item> {
  /** e.g. "sign-up". */
  noun: string;
  /** e.g. "sign-up of Ada Lovelace (ada@example.com)". */
  entryName: (item: Item) => string;
  removal: ConfirmedAction<Item>;
}

const DELETE = { label: 'Delete', working: 'Deleting', variant: 'insight' } as const;

/** Names what will be erased, for good. */
export function DeleteEntryDialog<Item>({ noun, entryName, removal }: DeleteEntryDialogProps<Item>) {
  return (
    <ConfirmDialog
      action={removal}
      texts={(item) => ({
        title: `Delete this ${noun}?`,
        description: `You are about to delete the ${entryName(item)}. This cannot be undone.`,
      })}
      confirm={DELETE}
    />
  );
}
