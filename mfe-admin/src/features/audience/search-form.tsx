import { Button } from '@fns/design-system';
import { TextField } from '@fns/design-system/forms';
import { useEffect, useEffectEvent, useState, type FormEvent } from 'react';
import styles from './audience-screen.module.scss';

/** Typing searches once the admin pauses this long; Enter searches at once. */
export const SEARCH_DEBOUNCE_MS = 300;

interface SearchFormProps {
  label: string;
  /** The search in effect (the URL's). */
  value: string;
  onSearch: (q: string) => void;
}

export function SearchForm({ label, value, onSearch }: SearchFormProps) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  // The URL's search changed (back, forward, a link): the field follows unless it already says so.
  if (value !== shown) {
    setShown(value);
    if (draft.trim() !== value) setDraft(value);
  }

  const search = useEffectEvent(onSearch);
  useEffect(() => {
    if (draft.trim() === value) return undefined;
    const timer = window.setTimeout(() => search(draft.trim()), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, value]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (draft.trim() !== value) onSearch(draft.trim());
  };

  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <TextField
        type="search"
        label={label}
        name="q"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        className={styles.searchField}
      />
      <Button type="submit" variant="secondary" size="form">
        Search
      </Button>
    </form>
  );
}
