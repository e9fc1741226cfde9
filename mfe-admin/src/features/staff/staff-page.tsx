import { PageHeader, usePageMeta } from '@fns/design-system';
import { AdminPageBar } from '../../components/admin-page-bar';
import { ErrorNotice } from '../../components/error-notice';
import { useStaff } from '../../hooks/use-staff';
import { InvitationsSection } from './invitations-section';
import { InviteSection } from './invite-section';
import { STAFF_TEXTS } from './staff-texts';
import { TeamSection } from './team-section';
import { useTeam } from './use-team';
import styles from './staff-page.module.scss';

/** The team: who has which role (changed, suspended or deleted by an Administrator), invitations out, and inviting someone. */
export default function StaffPage() {
  usePageMeta({ title: 'Staff', description: STAFF_TEXTS.intro });
  const { state, retry, can } = useStaff();
  const team = useTeam();

  return (
    <>
      <PageHeader title="Staff" intro={STAFF_TEXTS.intro} />
      <div className={styles.page}>
        <AdminPageBar />
        {state.status === 'loading' && <p role="status">Loading...</p>}
        {state.status === 'failed' && <ErrorNotice problem={state.problem} onRetry={retry} />}
        {state.status === 'done' && (
          <>
            <TeamSection team={team} viewer={state.data} manages={can('staff.manage')} />
            <InviteSection viewer={state.data} onInvited={team.refresh} />
            <InvitationsSection team={team} viewer={state.data} />
          </>
        )}
      </div>
    </>
  );
}
