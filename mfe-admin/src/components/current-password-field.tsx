import { TextField } from '@fns/design-system/forms';
import type { Ref } from 'react';

interface CurrentPasswordFieldProps {
  value: string;
  onChange: (password: string) => void;
  ref?: Ref<HTMLInputElement>;
}

/** The admin's own password, typed again to confirm a change the API guards (a release, where reset links go). */
export function CurrentPasswordField({ value, onChange, ref }: CurrentPasswordFieldProps) {
  return (
    <TextField
      ref={ref}
      type="password"
      label="Your password"
      name="password"
      autoComplete="current-password"
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
