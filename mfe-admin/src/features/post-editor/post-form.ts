import { toDateTimeLocal } from '../../lib/local-time';
import type { PostContent } from '@fns/contracts';

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
  /** The datetime-local value, in the admin's time zone; '' for "now". */
  publishAt: string;
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

/** Each field's label, in the form's order: the fields and the lists of differences name them alike. */
export const FIELD_LABELS: Record<keyof PostFormValues, string> = {
  title: 'Title',
  content: 'Content',
  vision: 'Vision',
  reality: 'Reality',
  outcome: 'Outcome',
  image: 'Image URL',
  categoryId: 'Category',
  featured: 'Featured Post',
  published: 'Published',
  publishAt: 'Publish at',
  slug: 'Slug',
  beforeImage: 'Before image URL',
  afterImage: 'After image URL',
  quote: 'Quote',
  partnerName: 'Partner name',
  partnerRole: 'Partner role',
  partnerContribution: 'Partner contribution',
  partnershipOutcome: 'Partnership outcome',
};

export const FIELD_NAMES = Object.keys(FIELD_LABELS) as Array<keyof PostFormValues>;

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
  publishAt: '',
  slug: '',
  beforeImage: '',
  afterImage: '',
  quote: '',
  partnerName: '',
  partnerRole: '',
  partnerContribution: '',
  partnershipOutcome: '',
};

export const sameFormValues = (a: PostFormValues, b: PostFormValues) => FIELD_NAMES.every((name) => a[name] === b[name]);

/** A stored site path ("/api/media/...") as an absolute URL, so the browser's URL field accepts it. */
export function toAbsoluteUrl(value: string | null, origin: string): string {
  if (!value) return '';
  try {
    return new URL(value, origin).href;
  } catch {
    return value;
  }
}

export function toFormValues(post: PostContent, origin: string): PostFormValues {
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
    publishAt: toDateTimeLocal(post.publishAt),
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
