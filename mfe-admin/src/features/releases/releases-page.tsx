import { PageHeader, usePageMeta } from '@fns/design-system';
import { useRef, useState } from 'react';
import { AdminPageBar } from '../../components/admin-page-bar';
import { ErrorNotice } from '../../components/error-notice';
import { useRequest } from '../../hooks/use-request';
import { RELEASE_ERRORS } from '../../lib/api-messages';
import { fetchReleases } from '../../lib/releases-api';
import { ReleaseActionDialog } from './release-action-dialog';
import { RemoteReleasesCard } from './remote-releases-card';
import { useReleaseAction } from './use-release-action';
import styles from './releases.module.scss';

/** The screen asks again this often, so that a failure a visitor met shows within seconds. */
const REFRESH_MS = 4_000;

/** Each remote's releases: what is live, its canary and history, and promote, canary and rollback behind a confirmation. */
export default function ReleasesPage() {
  usePageMeta({ title: 'Releases', description: 'The live version of each part of the site, its canary, and its history.' });
  const { state, retry } = useRequest(fetchReleases, RELEASE_ERRORS.load, REFRESH_MS);
  const [done, setDone] = useState('');
  const statusRef = useRef<HTMLParagraphElement>(null);
  const release = useReleaseAction((message) => {
    setDone(message);
    statusRef.current?.focus();
    retry();
  });

  return (
    <>
      <PageHeader
        title="Releases"
        intro="Each team ships its part of the site alone: promote a released version, try it on a share of visitors first, or roll back."
      />
      <div className={styles.page}>
        <AdminPageBar />
        <p ref={statusRef} tabIndex={-1} role="status" className={styles.status}>
          {state.status === 'loading' ? 'Loading releases...' : done}
        </p>
        {state.status === 'failed' && <ErrorNotice problem={state.problem} onRetry={retry} />}
        {state.status === 'done' && state.data.map((remote) => <RemoteReleasesCard key={remote.remote} remote={remote} onAction={release.ask} />)}
      </div>
      <ReleaseActionDialog
        action={release.subject}
        working={release.working}
        problem={release.problem}
        onConfirm={(percent, password) => void release.confirm(percent, password)}
        onCancel={release.cancel}
      />
    </>
  );
}
