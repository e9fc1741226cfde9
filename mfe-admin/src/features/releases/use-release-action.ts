import { RELEASE_ERRORS } from '../../lib/api-messages';
import { promoteVersion, rollBackRemote } from '../../lib/releases-api';
import { useConfirmedAction } from '../../lib/use-confirmed-action';
import { doneText, type ReleaseAction } from './release-texts';

/** Promote, canary or roll back after confirmation; `confirm` takes the canary's share. */
export function useReleaseAction(onDone: (message: string) => void) {
  return useConfirmedAction<ReleaseAction, [canaryPercent: number]>(
    (action, canaryPercent) =>
      action.kind === 'rollback'
        ? rollBackRemote(action.remote)
        : promoteVersion(action.remote, action.version, action.kind === 'canary' ? canaryPercent : undefined),
    (action) => (action.kind === 'rollback' ? RELEASE_ERRORS.rollback : RELEASE_ERRORS.promote),
    (action, canaryPercent) => onDone(doneText(action, canaryPercent)),
  );
}
