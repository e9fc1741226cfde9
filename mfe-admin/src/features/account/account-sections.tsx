import { ROLE_LABELS } from '@fns/contracts/roles';
import type { Account } from '@fns/contracts';
import { useState } from 'react';
import { AccountEmailForm } from './account-email-form';
import { PasswordSection } from './password-section';
import { SessionsSection } from './sessions-section';
import { TwoFactorSection } from './two-factor-section';
import styles from './account-page.module.scss';

const TWO_FACTOR_REQUIRED_TEXT = 'Your role needs two-factor authentication on this site: turn it on to use the console.';

/** The loaded account: who it is and its address, then two-factor authentication, the sessions and the password. */
export function AccountSections({ account }: { account: Account }) {
  // Turned on here, it is no longer missing: the alert goes at once.
  const [required, setRequired] = useState(account.twoFactorRequired);
  // A new password signs the other sessions out: the list is read again (a new key mounts it afresh).
  const [sessionsRead, setSessionsRead] = useState(0);

  return (
    <>
      {required && (
        <p role="alert" className={styles.alert}>
          {TWO_FACTOR_REQUIRED_TEXT}
        </p>
      )}
      <div className={styles.card}>
        <dl className={styles.facts}>
          <div>
            <dt>Username</dt>
            <dd>{account.username}</dd>
          </div>
          <div>
            <dt>Name</dt>
            <dd>{account.name}</dd>
          </div>
          <div>
            <dt>Role</dt>
            <dd>{ROLE_LABELS[account.role]}</dd>
          </div>
        </dl>
        <AccountEmailForm account={account} />
      </div>
      <TwoFactorSection onEnabled={() => setRequired(false)} />
      <SessionsSection key={sessionsRead} />
      <PasswordSection onChanged={() => setSessionsRead((count) => count + 1)} />
    </>
  );
}
