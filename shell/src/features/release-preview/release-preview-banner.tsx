import { REMOTES } from '@fns/contracts/remotes';
import { useLocation } from 'react-router-dom';
import { useRuntimeConfig } from '../../config/runtime-config-context';
import styles from './release-preview-banner.module.scss';

/** Where the banner's form ends the preview (the shell's server clears the pin, then sends the browser back to `to`). */
const LEAVE_ACTION = '/release-preview/leave';
const labelOf = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

/**
 * While a release preview pins versions in this browser, every page says which, with the way out.
 * A plain form: it works before the page is interactive, and without JavaScript.
 */
export function ReleasePreviewBanner() {
  const { releasePreview } = useRuntimeConfig();
  const { pathname, search } = useLocation();
  const pinned = REMOTES.flatMap((remote) => {
    const version = releasePreview?.[remote.name];
    return version ? [`${labelOf(remote.key)} ${version}`] : [];
  });
  if (pinned.length === 0) return null;
  return (
    <div className={styles.banner} role="region" aria-label="Release preview">
      <p>
        <strong>Release preview</strong>, in this browser only: {pinned.join(', ')}
      </p>
      <form method="post" action={LEAVE_ACTION}>
        <input type="hidden" name="to" value={`${pathname}${search}`} />
        <button type="submit" className={styles.leave}>
          Leave preview
        </button>
      </form>
    </div>
  );
}
