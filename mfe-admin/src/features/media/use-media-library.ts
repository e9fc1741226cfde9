import { useCallback, useEffect, useState } from 'react';
import { MEDIA_ERRORS } from '../../lib/api-messages';
import { fetchMediaPage } from '../../lib/media-api';
import type { LibraryImage } from '../../lib/media-types';
import { toProblem, type Problem } from '../../lib/problem';

interface LibraryState {
  /** Every page read so far, newest first. */
  items: LibraryImage[];
  total: number;
  loading: boolean;
  problem: Problem | null;
}

/** Uploads made while the pages are read shift them: an image already listed is not listed twice. */
function appendNew(listed: LibraryImage[], page: LibraryImage[]): LibraryImage[] {
  const ids = new Set(listed.map((image) => image.id));
  return [...listed, ...page.filter((image) => !ids.has(image.id))];
}

/** The media library page by page: `loadMore` appends the next one, `retry` asks again for the one that failed. */
export function useMediaLibrary() {
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LibraryState>({ items: [], total: 0, loading: true, problem: null });

  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, loading: true, problem: null }));
    fetchMediaPage(page).then(
      ({ items, total }) =>
        current && setState((previous) => ({ items: appendNew(previous.items, items), total, loading: false, problem: null })),
      (error: unknown) =>
        current && setState((previous) => ({ ...previous, loading: false, problem: toProblem(error, MEDIA_ERRORS.load) })),
    );
    return () => {
      current = false;
    };
  }, [page, attempt]);

  const loadMore = useCallback(() => setPage((current) => current + 1), []);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  return { ...state, hasMore: state.items.length < state.total, loadMore, retry };
}
