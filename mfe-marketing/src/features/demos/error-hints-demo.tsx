import { Button } from '@fns/design-system';
import { Select, TextField, type ErrorPlacement } from '@fns/design-system/forms';
import { useState } from 'react';
import styles from './demos.module.scss';

/** SPEC section 5: the demo error texts, shown in every placement. */
export const DEMO_ERRORS = [
  { id: 'invalid-email', message: 'This email address appears to be invalid.', placement: 'top', closable: true },
  { id: 'select-option', message: 'Please select at least one option.', placement: 'right', closable: true },
  { id: 'short-password', message: 'Your password must be at least 8 characters.', placement: 'bottom', closable: true },
  { id: 'taken-username', message: 'This username is already taken.', placement: 'left', closable: true },
  { id: 'valid-email', message: 'Please enter a valid email address', placement: 'bottom', closable: false },
] as const satisfies ReadonlyArray<{ id: string; message: string; placement: ErrorPlacement; closable: boolean }>;

type DemoErrorId = (typeof DEMO_ERRORS)[number]['id'];

/** Fields carrying the demo errors; closed hints come back with "Show all error hints". */
export function ErrorHintsDemo() {
  const [closed, setClosed] = useState<ReadonlySet<DemoErrorId>>(new Set());
  const errorProps = (id: DemoErrorId) => {
    const demo = DEMO_ERRORS.find((entry) => entry.id === id)!;
    return {
      error: closed.has(id) ? undefined : demo.message,
      errorPlacement: demo.placement,
      onErrorClose: demo.closable ? () => setClosed(new Set(closed).add(id)) : undefined,
    };
  };

  return (
    <div className={styles.stack}>
      <TextField label="Email (error on top)" type="email" defaultValue="founder@" {...errorProps('invalid-email')} />
      <Select
        label="Focus area (error on the right)"
        placeholder="-- Select an option --"
        options={FOCUS_OPTIONS}
        {...errorProps('select-option')}
      />
      <TextField label="Password (error below)" type="password" defaultValue="short" {...errorProps('short-password')} />
      <TextField label="Username (error on the left)" defaultValue="founder" {...errorProps('taken-username')} />
      <TextField label="Work email (no close button)" type="email" defaultValue="ada at example" {...errorProps('valid-email')} />
      <div>
        <Button variant="tertiary" onClick={() => setClosed(new Set())} disabled={closed.size === 0}>
          Show all error hints
        </Button>
      </div>
    </div>
  );
}

const FOCUS_OPTIONS = [
  { value: 'strategy', label: 'Strategic thinking' },
  { value: 'resilience', label: 'Emotional resilience' },
  { value: 'guidance', label: 'Practical guidance' },
];
