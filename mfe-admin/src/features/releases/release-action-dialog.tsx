import { Button } from '@fns/design-system';
import { TextField } from '@fns/design-system/forms';
import { Dialog } from '@fns/design-system/dialog';
import { useEffect, useRef, useState } from 'react';
import { CurrentPasswordField } from '../../components/current-password-field';
import { ErrorNotice } from '../../components/error-notice';
import type { Problem } from '../../lib/problem';
import { confirmation, type ReleaseAction } from './release-texts';
import styles from './releases.module.scss';

const DEFAULT_CANARY_PERCENT = 10;

interface ReleaseActionDialogProps {
  action: ReleaseAction | null;
  working: boolean;
  problem: Problem | null;
  onConfirm: (canaryPercent: number, password: string) => void;
  onCancel: () => void;
}

/**
 * Asks before a promotion, a canary or a rollback, and shows why the server refused one (a release
 * check's message). Cancel has the focus first, so Enter never changes what visitors get by accident.
 * A promotion or a canary puts code on every visitor's page: it takes the admin's password again.
 */
export function ReleaseActionDialog({ action, working, problem, onConfirm, onCancel }: ReleaseActionDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [percent, setPercent] = useState(String(DEFAULT_CANARY_PERCENT));
  const [password, setPassword] = useState('');
  const promotes = action?.kind === 'promote' || action?.kind === 'canary';
  // A password is typed for one action: never kept for the next.
  useEffect(() => setPassword(''), [action]);
  const share = Number(percent);
  const validShare = Number.isInteger(share) && share >= 1 && share <= 99;
  const texts = action && confirmation(action);
  return (
    <Dialog
      open={action !== null}
      onClose={onCancel}
      title={texts?.title ?? ''}
      description={texts?.description ?? ''}
      initialFocusRef={cancelRef}
    >
      {action?.kind === 'canary' && (
        <TextField
          type="number"
          label="Share of visitors (%)"
          min={1}
          max={99}
          step={1}
          value={percent}
          onChange={(event) => setPercent(event.target.value)}
          error={validShare ? undefined : 'Give a whole number from 1 to 99.'}
        />
      )}
      {promotes && <CurrentPasswordField value={password} onChange={setPassword} />}
      {problem && <ErrorNotice problem={problem} />}
      <div className={styles.dialogActions}>
        <Button
          variant="primary"
          loading={working}
          loadingLabel="Working"
          disabled={(action?.kind === 'canary' && !validShare) || (promotes && password === '')}
          onClick={() => onConfirm(share, password)}
        >
          {texts?.confirm ?? ''}
        </Button>
        <Button ref={cancelRef} variant="tertiary" disabled={working} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </Dialog>
  );
}
