import { Button } from '@fns/design-system';
import { Select, TextField } from '@fns/design-system/forms';
import { useState, type FormEvent } from 'react';
import type { TaxonomyType } from '../../lib/taxonomy-api';
import styles from './taxonomy-page.module.scss';

const TYPE_OPTIONS = [
  { value: 'category', label: 'Category' },
  { value: 'tag', label: 'Tag' },
];

interface AddTaxonomyFormProps {
  busy: boolean;
  /** Resolves true when the item was added, which clears the name. */
  onAdd: (type: TaxonomyType, name: string) => Promise<boolean>;
}

/** Name (required) and type (Category or Tag), then Add. */
export function AddTaxonomyForm({ busy, onAdd }: AddTaxonomyFormProps) {
  const [name, setName] = useState('');
  const [type, setType] = useState<TaxonomyType>('category');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (await onAdd(type, name)) setName('');
  }

  return (
    <form className={styles.addForm} onSubmit={(event) => void submit(event)}>
      <TextField
        label="Name"
        name="name"
        required
        value={name}
        onChange={(event) => setName(event.target.value)}
        className={styles.nameField}
      />
      <Select
        label="Type"
        name="type"
        options={TYPE_OPTIONS}
        value={type}
        onChange={(event) => setType(event.target.value === 'tag' ? 'tag' : 'category')}
      />
      <Button type="submit" variant="primary" size="form" loading={busy} loadingLabel="Saving">
        Add
      </Button>
    </form>
  );
}
