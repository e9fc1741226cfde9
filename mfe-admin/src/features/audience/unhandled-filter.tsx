import { Checkbox } from '@fns/design-system/forms';
import { useInstantValue } from '../../hooks/use-instant-value';
import styles from './audience-screen.module.scss';

interface UnhandledFilterProps {
  /** The filter in effect (the URL's). */
  value: boolean;
  onChange: (unhandled: boolean) => void;
}

export function UnhandledFilter({ value, onChange }: UnhandledFilterProps) {
  const [checked, setChecked] = useInstantValue(value);
  return (
    <Checkbox
      label="Unhandled only"
      className={styles.filter}
      checked={checked}
      onChange={(event) => {
        setChecked(event.target.checked);
        onChange(event.target.checked);
      }}
    />
  );
}
