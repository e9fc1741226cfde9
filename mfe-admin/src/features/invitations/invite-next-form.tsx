import { Button } from '@fns/design-system';
import { TextField } from '@fns/design-system/forms';
import { useState, type FormEvent } from 'react';
import { MAX_NEXT, type InviteChoice } from '../../lib/invitations-api';
import { INVITATION_TEXTS } from './invitation-texts';
import styles from './invitations.module.scss';

/** How many of the next in line the form offers to invite at first. */
export const DEFAULT_NEXT = 10;

/** "Invite the next N": how many, then the confirmation (`onInvite` asks it). */
export function InviteNextForm({ onInvite }: { onInvite: (choice: InviteChoice) => void }) {
  const [typed, setTyped] = useState(String(DEFAULT_NEXT));
  const next = Number(typed);
  const valid = typed !== '' && Number.isInteger(next) && next >= 1 && next <= MAX_NEXT;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (valid) onInvite({ next });
  };

  return (
    <form className={styles.inviteForm} onSubmit={submit}>
      <TextField
        type="number"
        label={INVITATION_TEXTS.countLabel}
        name="next"
        min={1}
        max={MAX_NEXT}
        step={1}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        error={valid ? undefined : INVITATION_TEXTS.invalidCount}
        className={styles.countField}
      />
      <Button type="submit" size="form" disabled={!valid}>
        {INVITATION_TEXTS.inviteNext(valid ? next : null)}
      </Button>
    </form>
  );
}
