import { TextField } from '@fns/design-system/forms';
import type { Ref } from 'react';
import { NEW_PASSWORD_MIN_CHARACTERS } from '../lib/new-password';

interface NewPasswordFieldProps {
  /** "New password" unless the account itself is new (joining the team). */
  label?: string;
  name: string;
  value: string;
  onChange: (password: string) => void;
  /** What breaks the rule (newPasswordProblem), once the form has been tried. */
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A password being chosen, with the API's rule as its hint (a reset link, joining the team, changing one's own). */
export function NewPasswordField({ label = 'New password', name, value, onChange, error, ref }: NewPasswordFieldProps) {
  return (
    <TextField
      ref={ref}
      type="password"
      label={label}
      hint={`At least ${NEW_PASSWORD_MIN_CHARACTERS} characters.`}
      name={name}
      autoComplete="new-password"
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}
