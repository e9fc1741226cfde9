import { Checkbox, Select, TextArea, TextField } from '@fns/design-system';
import type { Taxonomy } from '../../lib/taxonomy-api';
import { ContentField } from './content-field';
import { bindFields, type SetField } from './field-binding';
import { ImageUrlField } from './image-url-field';
import { FIELD_LIMITS, type PostFormValues } from './post-form';
import styles from './post-editor-page.module.scss';

interface PostFieldsProps {
  values: PostFormValues;
  setField: SetField;
  categories: Taxonomy[];
  disabled: boolean;
}

/** SPEC section 2's editor fields. */
export function PostFields({ values, setField, categories, disabled }: PostFieldsProps) {
  const bind = bindFields(values, setField, disabled);
  return (
    <section className={styles.group} aria-labelledby="post-fields-heading">
      <h2 id="post-fields-heading" className={styles.groupHeading}>
        Post
      </h2>
      <TextField label="Title" required maxLength={FIELD_LIMITS.short} {...bind.text('title')} />
      <ContentField initialHtml={values.content} onChange={(html) => setField('content', html)} disabled={disabled} />
      <TextArea label="Vision" maxLength={FIELD_LIMITS.long} {...bind.text('vision')} />
      <TextArea label="Reality" maxLength={FIELD_LIMITS.long} {...bind.text('reality')} />
      <TextArea label="Outcome" rows={2} maxLength={FIELD_LIMITS.short} {...bind.text('outcome')} />
      <ImageUrlField label="Image URL" {...bind.image('image')} />
      <Select
        label="Category"
        placeholder="-- Select Category --"
        options={categories.map(({ id, name }) => ({ value: String(id), label: name }))}
        {...bind.text('categoryId')}
      />
      <div className={styles.flags}>
        <Checkbox label="Featured Post" {...bind.flag('featured')} />
        <Checkbox label="Published" {...bind.flag('published')} />
      </div>
    </section>
  );
}
