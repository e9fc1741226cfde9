import type { EditablePost, PostBody } from '../../lib/post-types';

/** The editor's form state: every text is held as typed; conversions happen on load and on save. */
export interface PostFormValues {
  title: string;
  content: string;
  vision: string;
  reality: string;
  outcome: string;
  image: string;
  /** The category select's value: an id as text, '' for none. */
  categoryId: string;
  featured: boolean;
  published: boolean;
  slug: string;
  beforeImage: string;
  afterImage: string;
  quote: string;
  partnerName: string;
  partnerRole: string;
  partnerContribution: string;
  partnershipOutcome: string;
}

/** The server's length limits, so the browser stops over-long text before a 400. */
export const FIELD_LIMITS = { short: 200, long: 5000, url: 2048 } as const;

export type TextFieldName = { [K in keyof PostFormValues]: PostFormValues[K] extends string ? K : never }[keyof PostFormValues];
export type FlagName = 'featured' | 'published';
export type ImageFieldName = 'image' | 'beforeImage' | 'afterImage';

export const EMPTY_POST_FORM: PostFormValues = {
  title: '',
  content: '',
  vision: '',
  reality: '',
  outcome: '',
  image: '',
  categoryId: '',
  featured: false,
  published: false,
  slug: '',
  beforeImage: '',
  afterImage: '',
  quote: '',
  partnerName: '',
  partnerRole: '',
  partnerContribution: '',
  partnershipOutcome: '',
};

/** SPEC section 3: categoryId is held as text and sent as an integer, or null when empty. */
export function toCategoryId(text: string): number | null {
  const id = Number.parseInt(text.trim(), 10);
  return Number.isNaN(id) ? null : id;
}

/** Optional text fields: empty (or blank) is sent as null. */
export const toOptionalText = (text: string): string | null => (text.trim() ? text.trim() : null);

/** A stored site path ("/api/media/...") as an absolute URL, so the browser's URL field accepts it. */
export function toAbsoluteUrl(value: string | null, origin: string): string {
  if (!value) return '';
  try {
    return new URL(value, origin).href;
  } catch {
    return value;
  }
}

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

export function toFormValues(post: EditablePost, origin: string): PostFormValues {
  const text = (value: string | null) => value ?? '';
  return {
    title: post.title,
    content: post.content,
    vision: text(post.vision),
    reality: text(post.reality),
    outcome: text(post.outcome),
    image: toAbsoluteUrl(post.image, origin),
    categoryId: post.categoryId === null ? '' : String(post.categoryId),
    featured: post.featured,
    published: post.published,
    slug: post.slug,
    beforeImage: toAbsoluteUrl(post.beforeImage, origin),
    afterImage: toAbsoluteUrl(post.afterImage, origin),
    quote: text(post.quote),
    partnerName: text(post.partnerName),
    partnerRole: text(post.partnerRole),
    partnerContribution: text(post.partnerContribution),
    partnershipOutcome: text(post.partnershipOutcome),
  };
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

export function toPostBody(values: PostFormValues, { originalSlug, origin }: { originalSlug?: string; origin: string }): PostBody {
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
  const slug = toSlug(values.slug, originalSlug);
  return slug === undefined ? body : { ...body, slug };
}
