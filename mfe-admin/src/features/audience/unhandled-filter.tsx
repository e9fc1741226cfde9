import { Checkbox } from '@fns/design-system/forms';
import { useState } from 'react';
import styles from './audience-screen.module.scss';

interface UnhandledFilterProps {
  /** The filter in effect (the URL's). */
  value: boolean;
  onChange: (unhandled: boolean) => void;
}

/**
 * The box ticks at once: the router applies the URL change in a transition, and a checkbox
 * bound only to the URL would spring back until it lands.
 */
export function UnhandledFilter({ value, onChange }: UnhandledFilterProps) {
  const [checked, setChecked] = useState(value);
  const [shown, setShown] = useState(value);
  // The URL's filter changed (back, forward, a link): the box follows.
  if (value !== shown) {
    setShown(value);
    setChecked(value);
  }

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
