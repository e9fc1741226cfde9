import type { AuditAction } from '@fns/contracts';
import { AUDIT_ACTION_LABELS } from '@fns/contracts/audit-actions';
import { Select } from '@fns/design-system/forms';
import { useInstantValue } from '../../hooks/use-instant-value';
import { valuesOf } from '../../lib/labels';
import styles from './audit-page.module.scss';

const ALL = '';
const OPTIONS = [
  { value: ALL, label: 'All actions' },
  ...valuesOf(AUDIT_ACTION_LABELS).map((action) => ({ value: action, label: AUDIT_ACTION_LABELS[action] })),
];

interface ActionFilterProps {
  /** The filter in effect (the URL's); null shows every action. */
  value: AuditAction | null;
  onChange: (action: AuditAction | null) => void;
}

/** Narrows the log to one kind of action. */
export function ActionFilter({ value, onChange }: ActionFilterProps) {
  const [selected, select] = useInstantValue(value);
  return (
    <Select
      label="Action"
      name="action"
      className={styles.filter}
      options={OPTIONS}
      value={selected ?? ALL}
      onChange={(event) => {
        const action = valuesOf(AUDIT_ACTION_LABELS).find((candidate) => candidate === event.target.value) ?? null;
        select(action);
        onChange(action);
      }}
    />
  );
}
