import { Button } from '@fns/design-system';
import { useId } from 'react';
import { ErrorNotice } from '../../components/error-notice';
import { LocalDateTime } from '../../components/local-date-time';
import { PreviewLinkNote } from '../../components/preview-link-note';
import type { ReleaseVersion, RemoteStatus } from '@fns/contracts';
import { eventText, REMOTE_LABELS, type ReleaseAction, rollbackOf, versionName } from './release-texts';
import styles from './releases.module.scss';
import { ReleaseHealth } from './release-health';
import { useReleasePreview } from './use-release-preview';

/** A version with anything to tell of its health: pages served, failures (a manifest's are no page's), or visitors' vitals. */
const served = (version: ReleaseVersion) =>
  version.renders > 0 || version.failures > 0 || Object.keys(version.stages).length > 0 || Object.keys(version.vitals).length > 0;

/** How much of a remote's history the card lists (the API keeps 50). */
const HISTORY_SHOWN = 10;

interface RemoteReleasesCardProps {
  remote: RemoteStatus;
  onAction: (action: ReleaseAction) => void;
}

/** One remote: what is live, its canary, its released versions with their actions, and what changed when. */
export function RemoteReleasesCard({ remote, onAction }: RemoteReleasesCardProps) {
  const headingId = useId();
  const label = REMOTE_LABELS[remote.remote];
  const { live, canary } = remote;
  const releasePreview = useReleasePreview(remote.remote);
  const previewed = releasePreview.preview?.pins[0]?.version;
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.heading}>
          {label} <small>({remote.remote})</small>
        </h2>
        {remote.canRollBack && (
          <Button variant="insight" onClick={() => onAction(rollbackOf(remote))}>
            {canary ? 'End canary' : 'Roll back'}
          </Button>
        )}
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>Live</dt>
          <dd>{versionName(live.version)}</dd>
        </div>
        <div>
          <dt>Canary</dt>
          <dd>
            {canary
              ? `${canary.version} to ${canary.percent}% of visitors: ${canary.failures} failures in ${canary.renders} pages`
              : 'none'}
          </dd>
        </div>
      </dl>

      <h3 className={styles.subheading}>Released versions</h3>
      {remote.versions.length === 0 ? (
        <p className={styles.empty}>No release of this remote yet: npm run release -- {remote.remote.replace('mfe_', '')}</p>
      ) : (
        <table className={styles.table} aria-label={`${label} released versions`}>
          <thead>
            <tr>
              <th scope="col">Version</th>
              <th scope="col">Commit</th>
              <th scope="col">Built</th>
              <th scope="col">Pages (failed)</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {remote.versions.map((version) => {
              const isLive = version.version === live.version;
              const inCanary = version.version === canary?.version;
              return (
                <tr key={version.version}>
                  <th scope="row" className={styles.version}>
                    {version.version}
                    {isLive ? ' (live)' : inCanary ? ' (canary)' : ''}
                  </th>
                  <td data-label="Commit">{version.commit}</td>
                  <td data-label="Built">
                    <LocalDateTime iso={version.builtAt} />
                  </td>
                  <td data-label="Pages (failed)">{`${version.renders} (${version.failures})`}</td>
                  <td data-label="Actions">
                    {!isLive && (
                      <div className={styles.actions}>
                        <Button
                          variant="primary"
                          aria-label={`Promote ${version.version}`}
                          onClick={() => onAction({ kind: 'promote', remote: remote.remote, version: version.version })}
                        >
                          Promote
                        </Button>
                        {!inCanary && (
                          <Button
                            variant="tertiary"
                            aria-label={`Canary ${version.version}`}
                            onClick={() => onAction({ kind: 'canary', remote: remote.remote, version: version.version })}
                          >
                            Canary…
                          </Button>
                        )}
                        <Button
                          variant="tertiary"
                          aria-label={`Preview ${version.version}`}
                          loading={releasePreview.asking === version.version}
                          loadingLabel="Making the link"
                          onClick={() => void releasePreview.ask(version.version)}
                        >
                          Preview
                        </Button>
                      </div>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {remote.versions.some(served) && <h3 className={styles.subheading}>Health</h3>}
      {remote.versions.filter(served).map((version) => (
        <ReleaseHealth
          key={version.version}
          version={version}
          label={`${version.version}${version.version === live.version ? ' (live)' : version.version === canary?.version ? ' (canary)' : ''}`}
          open={version.version === live.version || version.version === canary?.version}
        />
      ))}
      {releasePreview.problem && <ErrorNotice problem={releasePreview.problem} />}
      {releasePreview.preview && (
        <PreviewLinkNote
          link={releasePreview.preview}
          reach={`the browser that opens it sees ${label} ${previewed} on every page; other visitors keep the live version`}
        />
      )}

      <h3 className={styles.subheading}>History</h3>
      {remote.history.length === 0 ? (
        <p className={styles.empty}>Nothing has changed yet.</p>
      ) : (
        <ol className={styles.history}>
          {remote.history.slice(0, HISTORY_SHOWN).map((event) => (
            <li key={`${event.at}-${event.action}-${event.version ?? ''}`}>
              {eventText(event)}, by {event.by}, <LocalDateTime iso={event.at} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
