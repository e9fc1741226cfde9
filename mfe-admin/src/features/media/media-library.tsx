import { Button } from '@fns/design-system';
import { useId, useState } from 'react';
import { ErrorNotice } from '../../components/error-notice';
import { countOf } from '../../lib/counted-noun';
import type { LibraryImage } from '../../lib/media-types';
import { ImageGrid } from './image-grid';
import { useMediaLibrary } from './use-media-library';
import styles from './media.module.scss';

const IMAGES = { one: 'image', many: 'images' };

/** The library's images, newest first, a page at a time; choosing one hands it to `onChoose`. */
export function MediaLibrary({ onChoose }: { onChoose: (image: LibraryImage) => void }) {
  const headingId = useId();
  const { items, total, loading, problem, hasMore, loadMore, retry } = useMediaLibrary();
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  // "Load more" may go away with the last page: the focus moves on to the first image it brought.
  const showMore = () => {
    setFocusIndex(items.length);
    loadMore();
  };

  return (
    <section className={styles.library} aria-labelledby={headingId}>
      <div className={styles.libraryHead}>
        <h3 id={headingId} className={styles.libraryHeading}>
          Library
        </h3>
        <p role="status" className={styles.count}>
          {loading ? 'Loading images...' : problem ? '' : countOf(total, IMAGES)}
        </p>
      </div>
      {problem && <ErrorNotice problem={problem} onRetry={retry} />}
      {!loading && !problem && items.length === 0 && <p className={styles.empty}>No images yet. Upload one above.</p>}
      {items.length > 0 && <ImageGrid images={items} labelledBy={headingId} focusIndex={focusIndex} onChoose={onChoose} />}
      {hasMore && !problem && (
        <Button variant="tertiary" className={styles.more} loading={loading} loadingLabel="Loading" onClick={showMore}>
          Load more
        </Button>
      )}
    </section>
  );
}
