import { TextArea, TextField } from '@fns/design-system/forms';
import { bindFields, type SetField } from './field-binding';
import { ImageUrlField } from './image-url-field';
import { FIELD_LABELS, FIELD_LIMITS, type PostFormValues } from './post-form';
import { SLUG_MAX_LENGTH, slugify } from '@fns/contracts/slug';
import styles from './post-editor-page.module.scss';

interface StoryFieldsProps {
  values: PostFormValues;
  setField: SetField;
  disabled: boolean;
  /** Edit mode: the slug the post has now. */
  originalSlug: string | undefined;
}

/** Beyond SPEC's editor: the address and the story parts the blog displays (comparison, quote, partnership). */
export function StoryFields({ values, setField, disabled, originalSlug }: StoryFieldsProps) {
  const bind = bindFields(values, setField, disabled);
  const generated = values.title.trim() ? slugify(values.title) : '';
  const address = values.slug.trim() || generated;
  const action = originalSlug === undefined ? 'Leave empty to use the generated slug.' : 'Clear it to generate a new one from the title.';
  const slugHint = address ? `The post's address is /blog/${address}. ${action}` : 'Leave empty to generate it from the title.';
  return (
    <section className={styles.group} aria-labelledby="story-fields-heading">
      <h2 id="story-fields-heading" className={styles.groupHeading}>
        Story details
      </h2>
      <p className={styles.groupIntro}>
        What the blog shows around the post: its address, the before/after comparison, the quote and the partnership.
      </p>
      <TextField
        label={FIELD_LABELS.slug}
        hint={slugHint}
        placeholder={generated}
        maxLength={SLUG_MAX_LENGTH}
        pattern="[A-Za-z0-9]+(-[A-Za-z0-9]+)*"
        title="Letters, digits and single hyphens"
        autoComplete="off"
        {...bind.text('slug')}
      />
      <div className={styles.pair}>
        <ImageUrlField label={FIELD_LABELS.beforeImage} {...bind.image('beforeImage')} />
        <ImageUrlField label={FIELD_LABELS.afterImage} {...bind.image('afterImage')} />
      </div>
      <TextArea label={FIELD_LABELS.quote} maxLength={FIELD_LIMITS.long} {...bind.text('quote')} />
      <div className={styles.pair}>
        <TextField label={FIELD_LABELS.partnerName} maxLength={FIELD_LIMITS.short} {...bind.text('partnerName')} />
        <TextField label={FIELD_LABELS.partnerRole} maxLength={FIELD_LIMITS.short} {...bind.text('partnerRole')} />
      </div>
      <TextArea label={FIELD_LABELS.partnerContribution} maxLength={FIELD_LIMITS.long} {...bind.text('partnerContribution')} />
      <TextArea label={FIELD_LABELS.partnershipOutcome} maxLength={FIELD_LIMITS.long} {...bind.text('partnershipOutcome')} />
    </section>
  );
}
