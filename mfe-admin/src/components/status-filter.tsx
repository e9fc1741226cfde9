import { Select } from '@fns/design-system/forms';
import { useInstantValue } from '../hooks/use-instant-value';
import styles from './status-filter.module.scss';

interface StatusFilterProps<Status extends string> {
  /** The statuses a row may stand at and their labels, offered in this order after "All" (a list may have only some). */
  labels: Readonly<Partial<Record<Status, string>>>;
  /** The filter in effect (the URL's); null shows every row. */
  value: Status | null;
  onChange: (status: Status | null) => void;
}

const ALL = '';

/** Narrows a list to the rows at one status (the mailing lists' sign-ups, the outbox's mails). */
export function StatusFilter<Status extends string>({ labels, value, onChange }: StatusFilterProps<Status>) {
  const [selected, select] = useInstantValue(value);
  const named = Object.entries(labels) as Array<[Status, string]>;
  const options = [{ value: ALL, label: 'All' }, ...named.map(([status, label]) => ({ value: status, label }))];

  return (
    <Select
      label="Status"
      name="status"
      className={styles.filter}
      options={options}
      value={selected ?? ALL}
      onChange={(event) => {
        const status = named.find(([candidate]) => candidate === event.target.value)?.[0] ?? null;
        select(status);
        onChange(status);
      }}
    />
  );
}
