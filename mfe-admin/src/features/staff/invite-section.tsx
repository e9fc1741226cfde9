import { INVITABLE_ROLES, ROLE_LABELS } from '@fns/contracts/roles';
import type { Account, StaffRole } from '@fns/contracts';
import { Button } from '@fns/design-system';
import { Select, TextField } from '@fns/design-system/forms';
import { useState, type FormEvent } from 'react';
import { ActionOutcome } from '../../components/action-outcome';
import { SectionCard } from '../../components/section-card';
import { useSubmit } from '../../hooks/use-submit';
import { STAFF_ERRORS } from '../../lib/api-messages';
import { inviteStaff } from '../../lib/staff-api';
import { STAFF_TEXTS } from './staff-texts';
import styles from './staff-page.module.scss';

interface InviteSectionProps {
  viewer: Account;
  /** An invitation went out: the pending ones are read again. */
  onInvited: () => void;
}

/** Invites an address with a role the viewer may give (an Editor: Contributors and Authors); the link goes out by mail. */
export function InviteSection({ viewer, onInvited }: InviteSectionProps) {
  const roles = INVITABLE_ROLES[viewer.role];
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole | undefined>(roles[0]);
  const invite = async (address: string, chosen: StaffRole) => {
    await inviteStaff(address, chosen);
    onInvited();
    return STAFF_TEXTS.invited(address);
  };
  const { submitting, message, problem, submit } = useSubmit(invite, STAFF_ERRORS.invite);

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (role && (await submit(email.trim(), role))) setEmail('');
  };

  return (
    <SectionCard heading="Invite">
      <p className={styles.note}>{STAFF_TEXTS.invitationWorks}</p>
      <form className={styles.inviteForm} onSubmit={(event) => void send(event)}>
        <TextField
          type="email"
          label="E-mail address"
          name="email"
          autoComplete="off"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className={styles.emailField}
        />
        <Select
          label="Role"
          name="role"
          required
          options={roles.map((value) => ({ value, label: ROLE_LABELS[value] }))}
          value={role}
          onChange={(event) => setRole(roles.find((value) => value === event.target.value))}
          className={styles.roleField}
        />
        <Button type="submit" variant="primary" size="form" disabled={submitting}>
          {submitting ? 'Sending...' : 'Send invitation'}
        </Button>
      </form>
      <ActionOutcome message={message} problem={problem} />
    </SectionCard>
  );
}
