import { RELEASE_ERRORS } from '../../lib/api-messages';
import { promoteVersion, rollBackRemote } from '../../lib/releases-api';
import { useConfirmedAction } from '../../lib/use-confirmed-action';
import { doneText, type ReleaseAction } from './release-texts';

/** Promote, canary or roll back after confirmation; `confirm` takes the canary's share and the admin's password (promotions). */
export function useReleaseAction(onDone: (message: string) => void) {
  return useConfirmedAction<ReleaseAction, [canaryPercent: number, password: string]>(
    (action, canaryPercent, password) =>
      action.kind === 'rollback'
        ? rollBackRemote(action.remote)
        : promoteVersion(action.remote, action.version, { canaryPercent: action.kind === 'canary' ? canaryPercent : undefined, password }),
    (action) => (action.kind === 'rollback' ? RELEASE_ERRORS.rollback : RELEASE_ERRORS.promote),
    (action, _status, canaryPercent) => onDone(doneText(action, canaryPercent)),
  );
}
