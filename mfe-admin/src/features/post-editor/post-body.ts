import { fromDateTimeLocal } from '../../lib/local-time';
import type { PostBody } from '../../lib/post-types';
import type { PostFormValues } from './post-form';

/** SPEC section 3: categoryId is held as text and sent as an integer, or null when empty. */
export function toCategoryId(text: string): number | null {
  const id = Number.parseInt(text.trim(), 10);
  return Number.isNaN(id) ? null : id;
}

/** Optional text fields: empty (or blank) is sent as null. */
export const toOptionalText = (text: string): string | null => (text.trim() ? text.trim() : null);

/** An image URL on this site is stored as its path again, so it survives a change of domain. */
export function toStoredUrl(value: string, origin: string): string | null {
  const text = toOptionalText(value);
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : text;
  } catch {
    return text;
  }
}

/**
 * The slug to send: on create, left out when empty (the server generates it); on edit, left out when
 * unchanged, and null when cleared (the server generates a new one from the title).
 */
export function toSlug(value: string, originalSlug: string | undefined): string | null | undefined {
  const slug = value.trim().toLowerCase();
  if (originalSlug === undefined) return slug || undefined;
  if (slug === originalSlug) return undefined;
  return slug || null;
}

/**
 * The publish time to send: left out for a draft and when unchanged (the stored time stays, or a first
 * publish happens now); a time typed is sent as ISO 8601; a time cleared is null ("publish now").
 * Unchanged times are not re-sent, as the field's minutes would round away the stored seconds.
 */
export function toPublishAt(values: Pick<PostFormValues, 'published' | 'publishAt'>, savedPublishAt: string): string | null | undefined {
  if (!values.published || values.publishAt === savedPublishAt) return undefined;
  return fromDateTimeLocal(values.publishAt);
}

/** A save by a role that may not publish (a Contributor): a draft, with no publish time. */
export const asDraft = ({ publishAt: _publishAt, ...body }: PostBody): PostBody => ({ ...body, published: false });

/** What the form was loaded from: its values as they were, or none while creating. */
export interface SaveContext {
  saved: PostFormValues | null;
  origin: string;
}

export function toPostBody(values: PostFormValues, { saved, origin }: SaveContext): PostBody {
  const body: PostBody = {
    title: values.title.trim(),
    content: values.content,
    vision: toOptionalText(values.vision),
    reality: toOptionalText(values.reality),
    outcome: toOptionalText(values.outcome),
    image: toStoredUrl(values.image, origin),
    featured: values.featured,
    published: values.published,
    categoryId: toCategoryId(values.categoryId),
    beforeImage: toStoredUrl(values.beforeImage, origin),
    afterImage: toStoredUrl(values.afterImage, origin),
    quote: toOptionalText(values.quote),
    partnerName: toOptionalText(values.partnerName),
    partnerRole: toOptionalText(values.partnerRole),
    partnerContribution: toOptionalText(values.partnerContribution),
    partnershipOutcome: toOptionalText(values.partnershipOutcome),
  };
  const slug = toSlug(values.slug, saved?.slug);
  const publishAt = toPublishAt(values, saved?.publishAt ?? '');
  return { ...body, ...(slug !== undefined && { slug }), ...(publishAt !== undefined && { publishAt }) };
}
