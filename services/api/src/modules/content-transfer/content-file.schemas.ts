import { z } from 'zod';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '@fns/contracts/slug';
import { MEDIA_WIDTHS } from '@fns/contracts/media-widths';
import { keptAfterTrim } from '../../lib/validation';
import { displayName } from '../media/upload-file-name';
import { REVISIONS_KEPT } from '../posts/post-revision.service';
import { createPostSchema } from '../posts/post.schemas';
import { taxonomyInputSchema } from '../taxonomy/taxonomy.routes';
import { CONTENT_FORMAT, CONTENT_FORMAT_VERSION, MAX_IMPORT_BYTES, MEDIA_FOLDER } from './content-format';

/*
 * content.json, record by record, with the API's own rules: a post's fields are POST /api/posts'
 * (createPostSchema), a category's or tag's name is POST /api/categories' (taxonomyInputSchema), an
 * image's name is what an upload is given (displayName). Fields not named here are ignored.
 */

const id = z.number('must be a positive integer').int('must be a positive integer').positive('must be a positive integer');
const objectId = z
  .string('must be 24 lower-case hexadecimal characters')
  .regex(/^[0-9a-f]{24}$/, 'must be 24 lower-case hexadecimal characters');
const dateTime = z.iso.datetime({ offset: true, error: 'must be an ISO 8601 date and time' }).transform((value) => new Date(value));
const slug = z
  .string('Slug must be a string.')
  .max(SLUG_MAX_LENGTH, `Slug must be at most ${SLUG_MAX_LENGTH} characters.`)
  .regex(SLUG_PATTERN, 'Slug may contain only lower-case letters, digits and single hyphens.');

/** A post's editable fields, as POST /api/posts takes them, with a slug it must have. */
const postFields = createPostSchema.extend({ slug });

const revisionRecord = z.object({
  id: objectId,
  version: id,
  savedAt: dateTime,
  savedBy: z
    .string('must be a string')
    .trim()
    .min(1, 'must not be empty')
    .max(200, 'must be at most 200 characters')
    .regex(keptAfterTrim(1), 'must not be empty'),
  fields: postFields,
});

export const postRecordSchema = postFields.extend({
  id,
  previousSlugs: z.array(slug).max(1_000).default([]),
  version: id,
  createdAt: dateTime,
  updatedAt: dateTime,
  revisions: z.array(revisionRecord).max(REVISIONS_KEPT, `must hold at most ${REVISIONS_KEPT} revisions`).default([]),
});

const taxonomyRecord = taxonomyInputSchema.extend({ id, createdAt: dateTime.optional(), updatedAt: dateTime.optional() });

/** Where a file lies in the archive: media/<its image's id>/<a name without folders>. */
const entryPath = z
  .string('must be a string')
  .max(255, 'must be at most 255 characters')
  .regex(new RegExp(`^${MEDIA_FOLDER}/[0-9a-f]{24}/(?!\\.{1,2}$)[^/\\\\\\0]+$`), `must be ${MEDIA_FOLDER}/<id>/<file name>`);

/** One stored file: where it is in the archive, and what it must be. */
const storedFile = {
  path: entryPath,
  length: z.number('must be a positive integer').int().positive('must be a positive integer').max(MAX_IMPORT_BYTES),
  sha256: z.string('must be 64 hexadecimal characters').regex(/^[0-9a-f]{64}$/, 'must be 64 lower-case hexadecimal characters'),
  uploadedAt: dateTime,
};

export const STORED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** A stored variant: the widths of `/api/uploads/{id}?w=` it answers, in its format. */
const variantRecord = <Type extends 'image/webp' | 'image/avif'>(contentType: Type) =>
  z.object({
    id: objectId,
    widths: z.array(z.literal([...MEDIA_WIDTHS])).min(1),
    contentType: z.literal(contentType),
    ...storedFile,
  });

/** A ThumbHash in base64: a header of 5 or 6 bytes and about 20 of frequencies (25 at most). */
const thumbHash = z
  .string('must be a string')
  .regex(/^(?:[A-Za-z0-9+/]{4}){2,10}(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/, 'must be a ThumbHash: 6 to 32 bytes in base64');

/** None (an image stored before such variants, served without them as where it came from), or each width once. */
const coversWidths = (variants: ReadonlyArray<{ widths: number[] }>) => {
  const widths = variants.flatMap((variant) => variant.widths).sort((a, b) => a - b);
  return widths.length === 0 || widths.join() === [...MEDIA_WIDTHS].join();
};
const coverMessage = (what: string) => `Its ${what} must cover each of the widths ${MEDIA_WIDTHS.join(', ')} once, or be none.`;

export const imageRecordSchema = z
  .object({
    id: objectId,
    name: z.string('must be a string').refine((name) => displayName(name) === name, 'must be a file name as an upload is given'),
    contentType: z.enum(STORED_IMAGE_TYPES),
    width: id,
    height: id,
    ...storedFile,
    variants: z.array(variantRecord('image/webp')),
    /** Optional, so the format stays version 1: absent from older files, ignored by older readers (they keep the WebP only). */
    avifVariants: z.array(variantRecord('image/avif')).optional(),
    /** Optional likewise: an image of an older file gets one computed from its bytes as it is imported. */
    thumbHash: thumbHash.optional(),
  })
  .refine(({ variants }) => coversWidths(variants), { message: coverMessage('variants'), path: ['variants'] })
  .refine(({ avifVariants = [] }) => coversWidths(avifVariants), { message: coverMessage('AVIF variants'), path: ['avifVariants'] });

/** What is read first, for a clear answer about a file of another kind or version. */
export const formatHeaderSchema = z.object({ format: z.unknown(), version: z.unknown() });

export const contentFileSchema = z.object({
  format: z.literal(CONTENT_FORMAT),
  version: z.number().int().min(1).max(CONTENT_FORMAT_VERSION),
  exportedAt: dateTime,
  siteUrl: z.url({ protocol: /^https?$/, error: 'must be an http or https URL' }),
  categories: z.array(taxonomyRecord),
  tags: z.array(taxonomyRecord),
  media: z.array(imageRecordSchema),
  posts: z.array(postRecordSchema),
});

export type ContentFile = z.output<typeof contentFileSchema>;
/** content.json as the export writes it. */
export type ContentJson = z.input<typeof contentFileSchema>;
export type PostRecord = ContentFile['posts'][number];
export type RevisionRecord = PostRecord['revisions'][number];
export type PostFieldsRecord = z.output<typeof postFields>;
export type TaxonomyRecord = ContentFile['categories'][number];
export type ImageRecord = ContentFile['media'][number];
export type VariantRecord = ImageRecord['variants'][number] | NonNullable<ImageRecord['avifVariants']>[number];

/** Every variant file of an image, WebP then AVIF. */
export const variantRecordsOf = (image: ImageRecord): VariantRecord[] => [...image.variants, ...(image.avifVariants ?? [])];
