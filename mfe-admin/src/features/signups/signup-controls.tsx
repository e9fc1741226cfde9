import type { SignupList, SignupWindow } from '@fns/contracts';
import { Select } from '@fns/design-system/forms';
import { useId } from 'react';
import { valuesOf } from '../../lib/labels';
import { LIST_LABELS, SIGNUP_TEXTS, WINDOW_LABELS } from './signup-texts';
import styles from './signup-controls.module.scss';

const WINDOWS = Object.keys(WINDOW_LABELS).map(Number) as SignupWindow[];
const LISTS = valuesOf(LIST_LABELS);
const LIST_OPTIONS = LISTS.map((list) => ({ value: list, label: LIST_LABELS[list] }));

interface SignupControlsProps {
  days: SignupWindow;
  list: SignupList;
  onDaysChange: (days: SignupWindow) => void;
  onListChange: (list: SignupList) => void;
}

/** The window (a radio group: one Tab stop, arrow keys move the choice) and the list the figures count. */
export function SignupControls({ days, list, onDaysChange, onListChange }: SignupControlsProps) {
  const groupName = useId();
  return (
    <div className={styles.controls}>
      <fieldset className={styles.window}>
        <legend className={styles.legend}>{SIGNUP_TEXTS.windowLegend}</legend>
        <div className={styles.options}>
          {WINDOWS.map((choice) => (
            <label key={choice} className={styles.option}>
              <input
                type="radio"
                name={groupName}
                className={styles.radio}
                checked={days === choice}
                onChange={() => onDaysChange(choice)}
              />
              <span className={styles.optionLabel}>{WINDOW_LABELS[choice]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <Select
        label={SIGNUP_TEXTS.listLabel}
        name="list"
        className={styles.list}
        options={LIST_OPTIONS}
        value={list}
        onChange={(event) => onListChange(LISTS.find((candidate) => candidate === event.target.value) ?? 'all')}
      />
    </div>
  );
}
