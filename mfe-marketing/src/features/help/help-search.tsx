import { Button, VisuallyHidden } from '@fns/design-system';
import { TextField } from '@fns/design-system/forms';
import { useRef, useState, type FormEvent } from 'react';
import styles from './help-search.module.scss';

export interface HelpSearchProps {
  /** The submitted query ('' when cleared). */
  query: string;
  resultsText: string;
  noMatches: boolean;
  onSearch: (query: string) => void;
}

/** The Help Center's search form, with the results line under it. */
export function HelpSearch({ query, resultsText, noMatches, onSearch }: HelpSearchProps) {
  const [draft, setDraft] = useState(query);
  const input = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    console.info(`Help search: "${draft.trim()}"`);
    onSearch(draft.trim());
  };
  const clear = () => {
    setDraft('');
    onSearch('');
    input.current?.focus();
  };

  return (
    <div className={styles.search}>
      <form role="search" aria-label="Help topics" className={styles.form} onSubmit={submit}>
        <TextField
          ref={input}
          type="search"
          label={<VisuallyHidden>Search help topics</VisuallyHidden>}
          placeholder="Search for help topics..."
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          className={styles.field}
        />
        <Button type="submit" variant="secondary" size="form">
          Search
        </Button>
      </form>
      <div className={styles.results}>
        <p role="status" className={styles.status}>
          {resultsText}
        </p>
        {noMatches ? (
          <Button variant="tertiary" className={styles.clear} onClick={clear}>
            Clear search
          </Button>
        ) : null}
      </div>
    </div>
  );
}
