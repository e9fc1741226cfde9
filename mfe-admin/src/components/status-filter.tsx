import { Select } from '@fns/design-system/forms';
import { useInstantValue } from '../hooks/use-instant-value';
import styles from './status-filter.module.scss';

interface StatusFilterProps<Status extends string> {
  /** The statuses a row may stand at and their labels, offered in this order after "All" (a list may have only some). */
  labels: Readonly<Partial<Record<Status, string>>>;
  /** The filter in effect (the URL's); null shows every row. */
  value: Status | null;
  onChange: (status: Status | null) => void;
  /** The select's label and the field's name, for a list narrowed by something other than a status (the audit log's action). */
  label?: string;
  name?: string;
  /** The first option, which shows every row. */
  allLabel?: string;
  /** In place of the filter's own width. */
  className?: string;
}

const ALL = '';

/** Narrows a list to the rows at one status (the mailing lists' sign-ups, the outbox's mails), or of one kind (the audit log's actions). */
export function StatusFilter<Status extends string>({
  labels,
  value,
  onChange,
  label = 'Status',
  name = 'status',
  allLabel = 'All',
  className = styles.filter,
}: StatusFilterProps<Status>) {
  const [selected, select] = useInstantValue(value);
  const named = Object.entries(labels) as Array<[Status, string]>;
  const options = [{ value: ALL, label: allLabel }, ...named.map(([status, text]) => ({ value: status, label: text }))];

  return (
    <Select
      label={label}
      name={name}
      className={className}
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
