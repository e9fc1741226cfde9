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
  /** Without "posts.publish" (a Contributor) no Published or Publish at: an editor publishes the draft. */
  mayPublish: boolean;
}

/** Publish at's hint. The time is the admin's own: shown and typed in their time zone, sent as ISO 8601. */
const PUBLISH_AT_HINT = 'Leave empty to publish now. A future time schedules the post.';
/** In place of Published and Publish at for a role that may not publish. */
const DRAFT_NOTE = 'An editor publishes your draft when it is ready.';

/** SPEC section 2's editor fields, and the publish time of a post marked Published (or, for a Contributor, who publishes). */
export function PostFields({ values, setField, categories, disabled, mayPublish }: PostFieldsProps) {
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
        {mayPublish && <Checkbox label={FIELD_LABELS.published} {...bind.flag('published')} />}
      </div>
      {mayPublish && values.published && (
        <TextField type="datetime-local" label={FIELD_LABELS.publishAt} hint={PUBLISH_AT_HINT} {...bind.text('publishAt')} />
      )}
      {/* A published post of a Contributor's is not theirs to change: the editor says so above the form. */}
      {!mayPublish && !values.published && <p className={styles.hint}>{DRAFT_NOTE}</p>}
    </section>
  );
}
