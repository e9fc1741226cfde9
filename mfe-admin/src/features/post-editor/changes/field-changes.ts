import { plainText } from '@fns/design-system/content';
import { formatDateTime, fromDateTimeLocal } from '../../../lib/local-time';
import type { Taxonomy } from '../../../lib/taxonomy-api';
import { FIELD_LABELS, FIELD_NAMES, type PostFormValues } from '../post-form';

/** One field that differs between two sets of form values, as text to read side by side. */
export interface FieldChange {
  name: keyof PostFormValues;
  label: string;
  before: string;
  after: string;
}

const categoryName = (categoryId: string, categories: Taxonomy[]) =>
  categoryId ? (categories.find(({ id }) => String(id) === categoryId)?.name ?? `#${categoryId}`) : '';

const publishTime = (value: string) => {
  const iso = fromDateTimeLocal(value);
  return iso ? formatDateTime(iso) : '';
};

/** How a field reads in a list of differences: the content as its text, a flag as Yes or No, a category by name. */
function readable(name: keyof PostFormValues, values: PostFormValues, categories: Taxonomy[]): string {
  switch (name) {
    case 'content':
      return plainText(values.content);
    case 'featured':
    case 'published':
      return values[name] ? 'Yes' : 'No';
    case 'categoryId':
      return categoryName(values.categoryId, categories);
    case 'publishAt':
      return publishTime(values.publishAt);
    default:
      return values[name];
  }
}

/** The fields that differ between `before` and `after`, in the form's order. */
export function fieldChanges(before: PostFormValues, after: PostFormValues, categories: Taxonomy[]): FieldChange[] {
  return FIELD_NAMES.filter((name) => before[name] !== after[name]).map((name) => {
    const [was, becomes] = [readable(name, before, categories), readable(name, after, categories)];
    // Content whose text is the same differs in its markup only: say so rather than show two equal texts.
    const label = was === becomes ? `${FIELD_LABELS[name]} (formatting)` : FIELD_LABELS[name];
    return { name, label, before: was, after: becomes };
  });
}
