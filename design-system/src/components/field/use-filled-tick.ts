import { useCallback, useEffect, useRef, useState } from 'react';

/** SPEC section 4: the gold tick shows for 1000 ms when a field goes from empty to filled. */
export const FILLED_TICK_MS = 1000;

export type FieldValue = string | number | boolean | readonly string[] | null | undefined;

export const isFilled = (value: FieldValue): boolean => {
  if (typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.length > 0;
  return value !== null && value !== undefined && String(value).length > 0;
};

/**
 * Call `track` from onChange with the new value. `value` is the controlled value (undefined when
 * uncontrolled); syncing it lets a parent that clears the field re-arm the tick.
 */
export function useFilledTick(value: FieldValue, defaultValue: FieldValue) {
  const filled = useRef(isFilled(value ?? defaultValue));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (value !== undefined) filled.current = isFilled(value);
  }, [value]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const track = useCallback((next: FieldValue) => {
    const nowFilled = isFilled(next);
    if (nowFilled && !filled.current) {
      setVisible(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setVisible(false), FILLED_TICK_MS);
    }
    filled.current = nowFilled;
  }, []);

  return { tickVisible: visible, track };
}
