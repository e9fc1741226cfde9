import { useCallback, useState } from 'react';

/** The entries ticked in the table, by id, kept while the admin pages and searches. */
export function useSelection() {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const toggle = useCallback((id: string, on: boolean) => {
    setChosen((previous) => {
      const next = new Set(previous);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const clear = useCallback(() => setChosen(new Set()), []);
  return { chosen, toggle, clear };
}
