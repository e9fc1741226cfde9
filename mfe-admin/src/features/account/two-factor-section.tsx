import type { TwoFactorStatus } from '@fns/contracts';
import { Button } from '@fns/design-system';
import { useRef, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { ActionOutcome } from '../../components/action-outcome';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ErrorNotice } from '../../components/error-notice';
import { SectionCard } from '../../components/section-card';
import { countOf } from '../../lib/counted-noun';
import { ConfirmPasswordDialog } from './confirm-password-dialog';
import { RecoveryCodeList } from './recovery-codes';
import { TwoFactorSetup } from './two-factor-setup';
import { useTwoFactor, type TwoFactorChange } from './use-two-factor';
import styles from './account-page.module.scss';

const PURPOSES: Record<TwoFactorChange, string> = {
  setup: 'to turn on two-factor authentication',
  codes: 'to make new recovery codes',
  off: 'to turn off two-factor authentication',
};

const TURN_OFF_TEXTS = {
  title: 'Turn off two-factor authentication?',
  description: 'Signing in will take only your password, and your recovery codes stop working.',
};

const summary = ({ enabled, recoveryCodesLeft }: TwoFactorStatus) =>
  enabled
    ? `On: signing in asks for a code from your authenticator app. ${countOf(recoveryCodesLeft, { one: 'recovery code', many: 'recovery codes' })} left.`
    : 'Off: signing in takes only your password.';

/** Two-factor authentication: turn it on (scan, confirm with a code, keep the recovery codes), new recovery codes, turn it off. */
export function TwoFactorSection({ onEnabled }: { onEnabled: () => void }) {
  const { status, outcome, statusRef, guard, turnOff, confirmSetup, cancelSetup } = useTwoFactor(onEnabled);
  const buttons: Record<TwoFactorChange, RefObject<HTMLButtonElement | null>> = {
    setup: useRef(null),
    codes: useRef(null),
    off: useRef(null),
  };
  const { state } = status;
  const setup = outcome && 'setup' in outcome ? outcome.setup : null;
  const said = outcome && 'message' in outcome ? outcome : null;
  const button = (change: TwoFactorChange, onClick: () => void) => ({
    ref: buttons[change],
    loading: guard.pending === change,
    disabled: guard.pending !== null,
    onClick,
  });
  // Back to "Turn on", which comes back as the setup goes.
  const cancel = () => {
    flushSync(cancelSetup);
    buttons.setup.current?.focus();
  };

  return (
    <SectionCard heading="Two-factor authentication">
      {state.status === 'loading' && <p role="status">Loading...</p>}
      {state.status === 'failed' && <ErrorNotice problem={state.problem} onRetry={status.retry} />}
      {setup ? (
        <TwoFactorSetup setup={setup} onConfirmed={confirmSetup} onCancel={cancel} />
      ) : (
        state.status === 'done' && (
          <>
            <p className={styles.note}>{summary(state.data)}</p>
            <div className={styles.actions}>
              {state.data.enabled ? (
                <>
                  <Button variant="secondary" loadingLabel="Making new codes" {...button('codes', () => void guard.run('codes'))}>
                    New recovery codes
                  </Button>
                  <Button variant="tertiary" loadingLabel="Turning off" {...button('off', () => turnOff.ask('off'))}>
                    Turn off
                  </Button>
                </>
              ) : (
                <Button variant="primary" loadingLabel="Starting" {...button('setup', () => void guard.run('setup'))}>
                  Turn on
                </Button>
              )}
            </div>
          </>
        )
      )}
      <ActionOutcome message={said?.message ?? ''} problem={guard.problem} statusRef={statusRef} />
      {said?.codes && <RecoveryCodeList codes={said.codes} />}
      <ConfirmDialog
        action={turnOff}
        texts={() => TURN_OFF_TEXTS}
        confirm={{ label: 'Turn off', working: 'Turning off', variant: 'insight' }}
      />
      <ConfirmPasswordDialog
        confirmation={guard.confirmation}
        purpose={(change) => PURPOSES[change]}
        returnFocus={(change) => buttons[change].current?.focus()}
      />
    </SectionCard>
  );
}
