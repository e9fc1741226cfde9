import { Button, type ButtonVariant } from '@fns/design-system';
import { Dialog } from '@fns/design-system/dialog';
import { useRef, type ReactNode } from 'react';
import type { ConfirmedAction } from '../lib/use-confirmed-action';
import { ErrorNotice } from './error-notice';
import styles from './confirm-dialog.module.scss';

interface ConfirmDialogProps<Subject> {
  /** The action it asks about (useConfirmedAction): the dialog is open while it has a subject. */
  action: ConfirmedAction<Subject>;
  /** The question (the dialog's title) and what follows from it, for the subject. */
  texts: (subject: Subject) => { title: string; description: string };
  /** The button that confirms, what it announces while the action runs, and its look (`insight` for what cannot be undone). */
  confirm: { label: string; working: string; variant?: ButtonVariant };
  /** What the admin does before confirming (e.g. ticks a box), above the buttons. */
  children?: ReactNode;
  /** False keeps the confirming button disabled (e.g. until that box is ticked). */
  ready?: boolean;
}

/**
 * Asks before an action, and keeps it open with the reason when the action fails. Cancel has the
 * focus first, so Enter never acts by accident; closing gives the focus back to what opened it.
 */
export function ConfirmDialog<Subject>({ action, texts, confirm, children, ready = true }: ConfirmDialogProps<Subject>) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const text = action.subject === null ? null : texts(action.subject);
  return (
    <Dialog open={text !== null} onClose={action.cancel} title={text?.title} description={text?.description} initialFocusRef={cancelRef}>
      {children}
      {action.problem && <ErrorNotice problem={action.problem} />}
      <div className={styles.actions}>
        <Button
          variant={confirm.variant ?? 'primary'}
          loading={action.working}
          loadingLabel={confirm.working}
          disabled={!ready}
          onClick={() => void action.confirm()}
        >
          {confirm.label}
        </Button>
        <Button ref={cancelRef} variant="tertiary" disabled={action.working} onClick={action.cancel}>
          Cancel
        </Button>
      </div>
    </Dialog>
  );
}
