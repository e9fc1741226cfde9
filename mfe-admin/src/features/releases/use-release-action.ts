import { useState } from 'react';
import { flushSync } from 'react-dom';
import { RELEASE_ERRORS } from '../../lib/api-messages';
import { toProblem, type Problem } from '../../lib/problem';
import { promoteVersion, rollBackRemote } from '../../lib/releases-api';
import { doneText, type ReleaseAction } from './release-texts';

/** Promote, canary or roll back after confirmation: `ask` opens the dialog, `confirm` calls the API, `cancel` sends nothing. */
export function useReleaseAction(onDone: (message: string) => void) {
  const [action, setAction] = useState<ReleaseAction | null>(null);
  const [working, setWorking] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);

  const ask = (next: ReleaseAction) => {
    setProblem(null);
    setAction(next);
  };

  const cancel = () => {
    if (!working) setAction(null);
  };

  const confirm = async (canaryPercent: number) => {
    if (!action) return;
    setWorking(true);
    setProblem(null);
    try {
      if (action.kind === 'rollback') await rollBackRemote(action.remote);
      else await promoteVersion(action.remote, action.version, action.kind === 'canary' ? canaryPercent : undefined);
      // Closing now hands focus back to the button that opened it; onDone may then move it, as that button may go away.
      flushSync(() => setAction(null));
      onDone(doneText(action, canaryPercent));
    } catch (error) {
      setProblem(toProblem(error, action.kind === 'rollback' ? RELEASE_ERRORS.rollback : RELEASE_ERRORS.promote));
    } finally {
      setWorking(false);
    }
  };

  return { action, working, problem, ask, cancel, confirm };
}
