import { z } from 'zod';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '@fns/contracts/slug';
import { idParam, keptAfterTrim, optionalText } from '../../lib/validation';

const LONG_TEXT = 5_000;
const SHORT_TEXT = 200;

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};
// Site paths like /api/media/sample/x.jpg are allowed so shipped images survive a change of domain.
const isSitePath = (value: string) => /^\/(?!\/)[^\s]*$/.test(value);

const imageUrl = (label: string) =>
  optionalText(2_048).refine((value) => value == null || isHttpUrl(value) || isSitePath(value), {
    message: `${label} must be an http(s) URL or a site path starting with /.`,
  });

const PUBLISH_AT_INVALID = 'Publish time must be an ISO 8601 date and time, like 2026-05-01T09:00:00Z.';

/** The version a save was made from (optimistic concurrency): a stale one is refused with 409. */
const versionField = z
  .number('Version must be a positive integer.')
  .int('Version must be a positive integer.')
  .positive('Version must be a positive integer.');

const postFields = {
  title: z
    .string('Title is required.')
    .trim()
    .min(1, 'Title is required.')
    .max(SHORT_TEXT, `Title must be at most ${SHORT_TEXT} characters.`)
    .regex(keptAfterTrim(1), 'Title is required.'),
  slug: z
    .string('Slug must be a string.')
    .trim()
    .toLowerCase()
    .max(SLUG_MAX_LENGTH, `Slug must be at most ${SLUG_MAX_LENGTH} characters.`)
    .refine((slug) => slug === '' || SLUG_PATTERN.test(slug), 'Slug may contain only letters, digits and single hyphens.')
    .nullish()
    .transform((slug) => (slug === undefined ? undefined : slug || null)),
  content: z.string('Content must be a string.'),
  vision: optionalText(LONG_TEXT),
  reality: optionalText(LONG_TEXT),
  outcome: optionalText(SHORT_TEXT),
  image: imageUrl('Image URL'),
  beforeImage: imageUrl('Before image URL'),
  afterImage: imageUrl('After image URL'),
  quote: optionalText(LONG_TEXT),
  partnerName: optionalText(SHORT_TEXT),
  partnerRole: optionalText(SHORT_TEXT),
  partnerContribution: optionalText(LONG_TEXT),
  partnershipOutcome: optionalText(LONG_TEXT),
  categoryId: z
    .number('Category id must be an integer or null.')
    .int('Category id must be an integer or null.')
    .positive('Category id must be an integer or null.')
    .nullable(),
  featured: z.boolean('Featured must be true or false.'),
  published: z.boolean('Published must be true or false.'),
  publishAt: z.iso
    .datetime({ offset: true, error: PUBLISH_AT_INVALID })
    .transform((value) => new Date(value))
    .nullable(),
};

/** POST /api/posts: title is required; anything else left out takes its default. Unknown fields are dropped. */
export const createPostSchema = z.object({
  ...z.object(postFields).partial().shape,
  title: postFields.title,
});

/** POST /api/admin/posts/{id}/preview: the fields as PUT takes them, unsaved. */
export const previewPostSchema = z.object(postFields).partial();

/** PUT /api/posts/{id}: the same fields, those left out keeping their stored value, and the version edited. */
export const updatePostSchema = previewPostSchema.extend({ version: versionField.optional() });

/** POST /api/admin/posts/{id}/revisions/{revisionId}/restore: an optional body naming the version edited. */
export const restoreRevisionSchema = z.object({ version: versionField.optional() });

export type CreatePostInput = z.output<typeof createPostSchema>;
export type UpdatePostInput = z.output<typeof updatePostSchema>;
export type PostFieldsInput = z.output<typeof previewPostSchema>;

export const listPostsQuerySchema = z.object({
  category: z
    .string('The category filter must be given once, as one of FACE, ADAPT, BUILD or THRIVE.')
    .trim()
    .min(1, 'The category filter must not be empty.')
    .max(50, 'The category filter is too long.')
    .regex(keptAfterTrim(1), 'The category filter must not be empty.')
    .optional(),
});

export const slugParamSchema = z.object({
  slug: z.string().max(200, 'Slug is too long.'),
});

/** A preview token is a JWT of a few hundred characters; the bound keeps a URL within Node's header limit even percent-encoded. */
export const PREVIEW_TOKEN_MAX_LENGTH = 1_000;

/** `?preview=` on GET /api/posts/slug/{slug}. */
export const previewQuerySchema = z.object({
  preview: z.string('The preview token must be given once.').max(PREVIEW_TOKEN_MAX_LENGTH, 'The preview token is too long.').optional(),
});

export const postIdParam = idParam('Post');

/** /api/admin/posts/{id}/revisions/{revisionId}: revision ids are MongoDB ObjectIds. */
export const revisionParams = postIdParam.extend({
  revisionId: z.string().regex(/^[0-9a-fA-F]{24}$/, 'Revision id must be 24 hexadecimal characters.'),
});
