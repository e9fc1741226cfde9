/** The release registry as GET /api/admin/remotes answers it (services/api/src/modules/releases). */
export type RemoteName = 'mfe_marketing' | 'mfe_blog' | 'mfe_admin';

export interface ReleaseVersion {
  version: string;
  manifestUrl: string;
  commit: string;
  builtAt: string;
  registeredAt: string;
  routes: string[];
  shared: Record<string, string>;
  renders: number;
  failures: number;
}

export interface ReleaseEvent {
  action: 'register' | 'promote' | 'canary' | 'rollback' | 'auto-rollback';
  /** null: the deployment the shells are configured with. */
  version: string | null;
  from: string | null;
  by: string;
  at: string;
  reason: string | null;
}

export interface RemoteReleases {
  remote: RemoteName;
  live: { version: string | null; manifestUrl: string | null };
  canary: { version: string; percent: number; since: string; renders: number; failures: number } | null;
  canRollBack: boolean;
  /** What a rollback puts back: the live deployment during a canary, else the one live before. */
  rollbackTo: { version: string | null; manifestUrl: string | null } | null;
  history: ReleaseEvent[];
  versions: ReleaseVersion[];
}
