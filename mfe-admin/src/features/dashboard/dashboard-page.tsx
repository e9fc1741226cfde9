import { PageHeader, usePageMeta } from '@fns/design-system';
import { TwoFactorOwed } from '../../components/two-factor-owed';
import { useStaff } from '../../hooks/use-staff';
import { BackupAlert } from '../backups/backup-alert';
import { SignupsSection } from '../signups/signups-section';
import { AudienceCounts } from './audience-counts';
import { PostsSection } from './posts-section';

/** The console's start: what the signed-in role may see of backups and the audience, and the posts. */
export default function DashboardPage() {
  usePageMeta({ title: 'Admin Dashboard', description: 'Every Founders Never Solo post, published and draft.' });
  const staff = useStaff();

  return (
    <>
      <PageHeader title="Admin Dashboard" intro="Write, publish and tidy up the founder stories." />
      {staff.state.status === 'done' && staff.state.data.twoFactorRequired && <TwoFactorOwed />}
      {staff.can('backups') && <BackupAlert />}
      {/* Not even mounted, so not fetched, for a role the API would refuse. */}
      {staff.can('audience') && (
        <>
          <AudienceCounts />
          <SignupsSection />
        </>
      )}
      {/* Mounted while the account loads, so both requests run at once; not for two-factor owed. */}
      {(staff.state.status !== 'done' || staff.can('posts.write')) && <PostsSection staff={staff} />}
    </>
  );
}
