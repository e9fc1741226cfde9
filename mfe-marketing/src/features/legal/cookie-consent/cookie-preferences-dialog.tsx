import { Button } from '@fns/design-system';
import { Checkbox } from '@fns/design-system/forms';
import { Dialog } from '@fns/design-system/dialog';
import { useState, type FormEvent } from 'react';
import type { CookiePreferences } from './consent-storage';
import { ESSENTIAL_CATEGORY, OPTIONAL_CATEGORIES } from './cookie-categories';
import styles from './cookie-preferences-dialog.module.scss';

export interface CookiePreferencesDialogProps {
  open: boolean;
  initial: CookiePreferences;
  onSave: (preferences: CookiePreferences) => void;
  /** Cancel, the close button, Escape and the backdrop: closes the dialog only. */
  onCancel: () => void;
}

export function CookiePreferencesDialog({ open, initial, onSave, onCancel }: CookiePreferencesDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title="Cookie preferences"
      description="Choose which cookies you allow. Essential cookies are always on because the site cannot work without them."
    >
      <PreferencesForm initial={initial} onSave={onSave} onCancel={onCancel} />
    </Dialog>
  );
}

/** Mounted only while the dialog is open, so every opening starts from the stored choice. */
function PreferencesForm({ initial, onSave, onCancel }: Omit<CookiePreferencesDialogProps, 'open'>) {
  const [choice, setChoice] = useState<CookiePreferences>(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(choice);
  };

  return (
    <form className={styles.form} onSubmit={submit}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Cookie categories</legend>
        <Checkbox label={ESSENTIAL_CATEGORY.label} hint={`${ESSENTIAL_CATEGORY.description} Always on.`} checked disabled readOnly />
        {OPTIONAL_CATEGORIES.map((category) => (
          <Checkbox
            key={category.key}
            label={category.label}
            hint={category.description}
            checked={choice[category.key]}
            onChange={(event) => setChoice({ ...choice, [category.key]: event.target.checked })}
          />
        ))}
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" variant="primary">
          Save
        </Button>
        <Button variant="tertiary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
