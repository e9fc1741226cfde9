import { Checkbox, Select, TextArea, TextField } from '@fns/design-system/forms';
import type { Taxonomy } from '../../lib/taxonomy-api';
import { ContentField } from './content-field';
import { bindFields, type SetField } from './field-binding';
import { ImageUrlField } from './image-url-field';
import { FIELD_LABELS, FIELD_LIMITS, type PostFormValues } from './post-form';
import styles from './post-editor-page.module.scss';

interface PostFieldsProps {
  values: PostFormValues;
  setField: SetField;
  categories: Taxonomy[];
  disabled: boolean;
}

/** Publish at's hint. The time is the admin's own: shown and typed in their time zone, sent as ISO 8601. */
const PUBLISH_AT_HINT = 'Leave empty to publish now. A future time schedules the post.';

/** SPEC section 2's editor fields, and the publish time of a post marked Published. */
export function PostFields({ values, setField, categories, disabled }: PostFieldsProps) {
  const bind = bindFields(values, setField, disabled);
  return (
    <section className={styles.group} aria-labelledby="post-fields-heading">
      <h2 id="post-fields-heading" className={styles.groupHeading}>
        Post
      </h2>
      <TextField label={FIELD_LABELS.title} required maxLength={FIELD_LIMITS.short} {...bind.text('title')} />
      <ContentField
        label={FIELD_LABELS.content}
        initialHtml={values.content}
        onChange={(html) => setField('content', html)}
        disabled={disabled}
      />
      <TextArea label={FIELD_LABELS.vision} maxLength={FIELD_LIMITS.long} {...bind.text('vision')} />
      <TextArea label={FIELD_LABELS.reality} maxLength={FIELD_LIMITS.long} {...bind.text('reality')} />
      <TextArea label={FIELD_LABELS.outcome} rows={2} maxLength={FIELD_LIMITS.short} {...bind.text('outcome')} />
      <ImageUrlField label={FIELD_LABELS.image} {...bind.image('image')} />
      <Select
        label={FIELD_LABELS.categoryId}
        placeholder="-- Select Category --"
        options={categories.map(({ id, name }) => ({ value: String(id), label: name }))}
        {...bind.text('categoryId')}
      />
      <div className={styles.flags}>
        <Checkbox label={FIELD_LABELS.featured} {...bind.flag('featured')} />
        <Checkbox label={FIELD_LABELS.published} {...bind.flag('published')} />
      </div>
      {values.published && (
        <TextField type="datetime-local" label={FIELD_LABELS.publishAt} hint={PUBLISH_AT_HINT} {...bind.text('publishAt')} />
      )}
    </section>
  );
}
