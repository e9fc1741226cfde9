import { PageHeader, usePageMeta, type RemotePageModule } from '@fns/design-system';
import { ROLE_LABELS } from '@fns/contracts/roles';
import type { Permission } from '@fns/contracts';
import type { ComponentType } from 'react';
import { AdminPageBar } from '../components/admin-page-bar';
import { ErrorNotice } from '../components/error-notice';
import { useStaff } from '../hooks/use-staff';

export const NOT_FOR_ROLE_TITLE = 'Not available to your role';

/** What a screen typed in by someone whose role cannot use it says, instead of the screen. */
function NotForRole({ role }: { role: keyof typeof ROLE_LABELS }) {
  const text = `Your role (${ROLE_LABELS[role]}) cannot use this screen. Ask an administrator if you need it.`;
  usePageMeta({ title: NOT_FOR_ROLE_TITLE, description: text });
  return (
    <>
      <PageHeader title={NOT_FOR_ROLE_TITLE} intro={text} />
      <AdminPageBar />
    </>
  );
}

function gated(permission: Permission, Page: ComponentType): ComponentType {
  return function RoleGate() {
    const { state, retry, can } = useStaff();
    if (state.status === 'loading') return <p role="status">Loading...</p>;
    if (state.status === 'failed') return <ErrorNotice problem={state.problem} onRetry={retry} />;
    return can(permission) ? <Page /> : <NotForRole role={state.data.role} />;
  };
}

/** A route's page for the roles with `permission` (the API refuses the others anyway); the rest see why not. */
export const forRole = (permission: Permission, load: () => Promise<RemotePageModule>) => async (): Promise<RemotePageModule> => {
  const page = await load();
  return { ...page, default: gated(permission, page.default) };
};
