import { Select } from '@fns/design-system/forms';
import { useInstantValue } from '../hooks/use-instant-value';
import { valuesOf } from '../lib/labels';
import styles from './status-filter.module.scss';

interface StatusFilterProps<Status extends string> {
  /** Each status a row may stand at and its label, offered in this order after "All". */
  labels: Record<Status, string>;
  /** The filter in effect (the URL's); null shows every row. */
  value: Status | null;
  onChange: (status: Status | null) => void;
}

const ALL = '';

/** Narrows a list to the rows at one status (the mailing lists' sign-ups, the outbox's mails). */
export function StatusFilter<Status extends string>({ labels, value, onChange }: StatusFilterProps<Status>) {
  const [selected, select] = useInstantValue(value);
  const statuses = valuesOf(labels);
  const options = [{ value: ALL, label: 'All' }, ...statuses.map((status) => ({ value: status, label: labels[status] }))];

  return (
    <Select
      label="Status"
      name="status"
      className={styles.filter}
      options={options}
      value={selected ?? ALL}
      onChange={(event) => {
        const status = statuses.find((candidate) => candidate === event.target.value) ?? null;
        select(status);
        onChange(status);
      }}
    />
  );
}
