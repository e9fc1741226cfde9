import type { SignupStats } from '@fns/contracts';
import { findRemote } from '@fns/contracts/remotes';
import { Link } from 'react-router-dom';
import { BreakdownTable } from './breakdown-table';
import { SIGNUP_TEXTS } from './signup-texts';
import styles from './signup-breakdowns.module.scss';

type PageRow = SignupStats['byPage'][number];
type PostRow = PageRow & { post: NonNullable<PageRow['post']> };
type VersionRow = SignupStats['byVersion'][number];

const isPostRow = (row: PageRow): row is PostRow => row.post !== null;

/** A remote as the console names it elsewhere ("blog" for mfe_blog); a name the table of remotes lacks, as it came. */
const remoteName = (remote: string) => findRemote(remote)?.key ?? remote;

/** The versions of each remote together, remotes by name; within one, most sign-ups first, as they came (sort is stable). */
const byRemote = (rows: VersionRow[]) => [...rows].sort((a, b) => remoteName(a.remote).localeCompare(remoteName(b.remote)));

/** Where the window's sign-ups came from: posts, other pages, remote versions and sources, two tables abreast from xl. */
export function SignupBreakdowns({ stats }: { stats: SignupStats }) {
  return (
    <div className={styles.breakdowns}>
      <BreakdownTable
        heading={SIGNUP_TEXTS.posts}
        rows={stats.byPage.filter(isPostRow)}
        rowKey={(row) => row.page}
        name={{ header: 'Post', cell: ({ post }) => <Link to={`/blog/${encodeURIComponent(post.slug)}`}>{post.title}</Link> }}
      />
      <BreakdownTable
        heading={SIGNUP_TEXTS.pages}
        rows={stats.byPage.filter((row) => row.post === null)}
        rowKey={(row) => row.page}
        name={{ header: 'Page', cell: (row) => row.page }}
      />
      <BreakdownTable
        heading={SIGNUP_TEXTS.versions}
        rows={byRemote(stats.byVersion)}
        rowKey={(row) => `${row.remote}@${row.version}`}
        name={{ header: 'Remote', cell: (row) => remoteName(row.remote) }}
        details={[{ header: 'Version', cell: (row) => row.version }]}
      />
      <BreakdownTable
        heading={SIGNUP_TEXTS.sources}
        rows={stats.bySource}
        rowKey={(row) => JSON.stringify([row.source, row.campaign])}
        name={{ header: 'Source', cell: (row) => row.source ?? SIGNUP_TEXTS.directSource }}
        details={[{ header: 'Campaign', cell: (row) => row.campaign ?? SIGNUP_TEXTS.noCampaign }]}
      />
    </div>
  );
}
