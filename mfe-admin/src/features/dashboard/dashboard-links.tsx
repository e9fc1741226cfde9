import type { Permission } from '@fns/contracts';
import { buttonClassName } from '@fns/design-system';
import { Link } from 'react-router-dom';
import { LogOutButton } from '../../components/log-out-button';
import styles from './posts-section.module.scss';

interface DashboardLink {
  to: string;
  label: string;
  /** What the screen's route asks of a role (app/routes.tsx): a role without it does not see the link. */
  permission: Permission;
  variant?: 'primary';
}

const LINKS: DashboardLink[] = [
  { to: '/admin/posts/new', label: 'Create New Post', permission: 'posts.write', variant: 'primary' },
  { to: '/admin/manage-cats-tags', label: 'Manage Categories/Tags', permission: 'taxonomy' },
  { to: '/admin/releases', label: 'Releases', permission: 'releases' },
  { to: '/admin/email', label: 'E-mail', permission: 'mail' },
  { to: '/admin/export-import', label: 'Export and import', permission: 'backups' },
  { to: '/admin/staff', label: 'Staff', permission: 'staff.invite' },
  { to: '/admin/audit', label: 'Audit log', permission: 'audit' },
  { to: '/admin/account', label: 'Account', permission: 'account' },
];

/** The dashboard's ways to the other screens, each for the roles that can use it, and "Log out". */
export function DashboardLinks({ can }: { can: (permission: Permission) => boolean }) {
  return (
    <div className={styles.actions}>
      {LINKS.filter(({ permission }) => can(permission)).map(({ to, label, variant }) => (
        <Link key={to} to={to} className={buttonClassName({ variant: variant ?? 'tertiary' })}>
          {label}
        </Link>
      ))}
      <LogOutButton />
    </div>
  );
}
