import { useState } from 'react';
import { flushSync } from 'react-dom';
import { deleteAudienceEntry } from '../../lib/audience-api';
import { AUDIENCE_ERRORS } from '../../lib/api-messages';
import type { AudienceEntry, AudienceList } from '../../lib/audience-types';
import { toProblem, type Problem } from '../../lib/problem';

/** Delete after confirmation: `ask` opens the dialog, `confirm` erases the entry, `cancel` sends nothing. */
export function useEntryDelete<Item extends AudienceEntry>(list: AudienceList, onDeleted: () => void) {
  const [target, setTarget] = useState<Item | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);

  const ask = (item: Item) => {
    setProblem(null);
    setTarget(item);
  };

  const cancel = () => {
    if (!deleting) setTarget(null);
  };

  const confirm = async () => {
    if (!target) return;
    setDeleting(true);
    setProblem(null);
    try {
      await deleteAudienceEntry(list, target.id);
      // Closing now hands focus back to the row's Delete button; onDeleted may then move it, as that row goes away.
      flushSync(() => setTarget(null));
      onDeleted();
    } catch (error) {
      setProblem(toProblem(error, AUDIENCE_ERRORS.delete));
    } finally {
      setDeleting(false);
    }
  };

  return { target, deleting, problem, ask, cancel, confirm };
}
