import { deleteAudienceEntry } from '../../lib/audience-api';
import { AUDIENCE_ERRORS } from '../../lib/api-messages';
import type { AudienceEntry, AudienceList } from '../../lib/audience-types';
import { useConfirmedAction } from '../../lib/use-confirmed-action';

/** Delete an entry of the list after confirmation. */
export function useEntryDelete<Item extends AudienceEntry>(list: AudienceList, onDeleted: () => void) {
  return useConfirmedAction<Item>(
    (item) => deleteAudienceEntry(list, item.id),
    () => AUDIENCE_ERRORS.delete,
    onDeleted,
  );
}
