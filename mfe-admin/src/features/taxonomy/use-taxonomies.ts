import { useCallback, useEffect, useRef, useState } from 'react';
import { TAXONOMY_ERRORS } from '../../lib/api-messages';
import { toProblem, type Problem } from '../../lib/problem';
import { addTaxonomy, deleteTaxonomy, fetchCategories, fetchTags, type Taxonomy, type TaxonomyType } from '../../lib/taxonomy-api';

export const deleteConfirmText = (type: TaxonomyType) => `Are you sure you want to delete this ${type}?`;

export interface TaxonomyLists {
  categories: Taxonomy[];
  tags: Taxonomy[];
}

/** Both lists, reloaded after each successful add or delete (SPEC section 4). */
export function useTaxonomies() {
  const [lists, setLists] = useState<TaxonomyLists | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);
  const mounted = useRef(true);

  const load = useCallback(async () => {
    const [categories, tags] = await Promise.allSettled([fetchCategories(), fetchTags()]);
    if (!mounted.current) return;
    // Categories are checked first, so a double failure reads "Failed to fetch categories".
    const failed = [categories, tags].find((result) => result.status === 'rejected');
    if (failed) setProblem(toProblem(failed.reason, TAXONOMY_ERRORS.load));
    else if (categories.status === 'fulfilled' && tags.status === 'fulfilled') setLists({ categories: categories.value, tags: tags.value });
  }, []);

  useEffect(() => {
    mounted.current = true;
    void load();
    return () => {
      mounted.current = false;
    };
  }, [load]);

  /** Runs a change; on success the lists reload, on failure its message shows. Resolves true on success. */
  const change = useCallback(
    async (run: () => Promise<unknown>, fallback: string): Promise<boolean> => {
      setProblem(null);
      setBusy(true);
      try {
        await run();
        await load();
        return true;
      } catch (error) {
        if (mounted.current) setProblem(toProblem(error, fallback));
        return false;
      } finally {
        if (mounted.current) setBusy(false);
      }
    },
    [load],
  );

  /** The name is trimmed; when nothing is left, nothing is sent. */
  const add = useCallback(
    (type: TaxonomyType, name: string) => {
      const trimmed = name.trim();
      if (!trimmed) return Promise.resolve(false);
      return change(() => addTaxonomy(type, trimmed), TAXONOMY_ERRORS.add(type));
    },
    [change],
  );

  const remove = useCallback(
    (type: TaxonomyType, item: Taxonomy) => {
      if (!window.confirm(deleteConfirmText(type))) return Promise.resolve(false);
      return change(() => deleteTaxonomy(type, item.id), TAXONOMY_ERRORS.unknown);
    },
    [change],
  );

  return { lists, problem, busy, add, remove };
}
