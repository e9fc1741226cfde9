import { PageHeader, usePageMeta, type RemotePageModule } from '@fns/design-system';
import { ROLE_LABELS } from '@fns/contracts/roles';
import type { Account, Permission } from '@fns/contracts';
import { TwoFactorOwed } from '../components/two-factor-owed';
import type { ComponentType } from 'react';
import { AdminPageBar } from '../components/admin-page-bar';
import { useStaff } from '../hooks/use-staff';

export const NOT_FOR_ROLE_TITLE = 'Not available to your role';

/** What a screen typed in by someone whose role cannot use it says, instead of the screen. */
function NotForRole({ account }: { account: Account }) {
  usePageMeta({ title: NOT_FOR_ROLE_TITLE, description: NOT_FOR_ROLE_TITLE });
  return (
    <>
      <PageHeader
        title={NOT_FOR_ROLE_TITLE}
        intro={`Your role (${ROLE_LABELS[account.role]}) cannot use this screen. Ask an administrator if you need it.`}
      />
      {account.twoFactorRequired && <TwoFactorOwed />}
      <AdminPageBar />
    </>
  );
}

function gated(permission: Permission, Page: ComponentType): ComponentType {
  return function RoleGate() {
    const { state, can } = useStaff();
    if (state.status === 'loading') return <p role="status">Loading...</p>;
    // The account unreadable (an expired session...): the page shows, and says so as its own calls fail.
    if (state.status === 'failed') return <Page />;
    return can(permission) ? <Page /> : <NotForRole account={state.data} />;
  };
}

/** A route's page for the roles with `permission` (the API refuses the others anyway); the rest see why not. */
export const forRole = (permission: Permission, load: () => Promise<RemotePageModule>) => async (): Promise<RemotePageModule> => {
  const page = await load();
  return { ...page, default: gated(permission, page.default) };
};
