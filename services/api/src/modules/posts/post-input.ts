import { badRequest } from '../../lib/api-error';
import { sanitizePostHtml } from '../../lib/sanitize-html';
import { Category } from '../taxonomy/taxonomy.model';
import { EDITABLE_FIELD_NAMES, type EditableFields } from './post.model';
import type { PostFieldsInput } from './post.schemas';

/**
 * The editable fields given, as a save stores them: content sanitized, those left out (undefined)
 * absent. The slug is not among them: saves check and record it apart (post-slugs.ts).
 */
export function preparedFields(input: PostFieldsInput): Partial<EditableFields> {
  const given = EDITABLE_FIELD_NAMES.filter((name) => name !== 'slug' && input[name] !== undefined);
  const fields: Partial<EditableFields> = Object.fromEntries(given.map((name) => [name, input[name]]));
  if (typeof input.content === 'string') fields.content = sanitizePostHtml(input.content);
  return fields;
}

export async function assertCategoryExists(categoryId: number | null | undefined): Promise<void> {
  if (categoryId == null) return;
  if (!(await Category.exists({ _id: categoryId }))) throw badRequest(`Category ${categoryId} does not exist.`);
}

/** A published post without a publish time goes public now; a draft keeps whatever time it was given. */
export const publishTime = (published: boolean, publishAt: Date | null | undefined): Date | null =>
  publishAt ?? (published ? new Date() : null);
