import { MEDIA_FOLDER } from './content-format';
import type { ContentJson } from './content-file.schemas';
import { EDITABLE_FIELD_NAMES, Post, type EditableFields, type PostDoc } from '../posts/post.model';
import { PostRevision, type PostRevisionDoc } from '../posts/post-revision.model';
import { Category, Tag, type TaxonomyDoc } from '../taxonomy/taxonomy.model';
import type { MediaWidth } from '@fns/contracts/media-widths';
import { UploadFile, type OriginalMetadata, type UploadFileDoc, type VariantEntry, type VariantMetadata } from '../media/upload.model';
import { logger } from '../../lib/logger';
import { displayName } from '../media/upload-file-name';

type PostJson = ContentJson['posts'][number];
type FieldsJson = NonNullable<PostJson['revisions']>[number]['fields'];
export type ImageJson = ContentJson['media'][number];

/** An image to export: its record (SHA-256s filled as its files are written) and the stored files behind it, the original first. */
export interface ImageToExport {
  record: ImageJson;
  files: Array<{ doc: UploadFileDoc; record: { path: string; sha256: string } }>;
}

const iso = (date: Date) => date.toISOString();

/** The editable fields as JSON: every one present, dates ISO, absent texts null. */
function fieldsJson(fields: EditableFields): FieldsJson {
  const entries = EDITABLE_FIELD_NAMES.map((name) => [name, fields[name] ?? null] as const);
  return { ...Object.fromEntries(entries), publishAt: fields.publishAt ? iso(fields.publishAt) : null } as FieldsJson;
}

function postJson(post: PostDoc, revisions: readonly PostRevisionDoc[]): PostJson {
  return {
    id: post._id,
    ...fieldsJson(post),
    previousSlugs: post.previousSlugs,
    version: post.version,
    createdAt: iso(post.createdAt),
    updatedAt: iso(post.updatedAt),
    revisions: revisions.map((revision) => ({
      id: revision._id.toHexString(),
      version: revision.version,
      savedAt: iso(revision.savedAt),
      savedBy: revision.savedBy,
      fields: fieldsJson(revision.fields),
    })),
  };
}

// Timestamps came with the taxonomy's schema: a document written before has none, and the file then none either.
const taxonomyJson = (item: Partial<TaxonomyDoc> & Pick<TaxonomyDoc, '_id' | 'name'>) => ({
  id: item._id,
  name: item.name,
  createdAt: item.createdAt?.toISOString(),
  updatedAt: item.updatedAt?.toISOString(),
});

/** A stored file name as a path segment: letters, digits, dot, hyphen and underscore only (its real name is in content.json). */
const safeSegment = (name: string) =>
  name
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^\.+/, '_')
    .slice(0, 100) || 'file';

type StoredVariants = Array<{ doc: UploadFileDoc; widths: MediaWidth[] }>;

/** The files a list of an original's variants names, each once with the widths it answers; null when one is gone. */
function storedVariants(entries: readonly VariantEntry[], variantsById: ReadonlyMap<string, UploadFileDoc>): StoredVariants | null {
  const files: StoredVariants = [];
  for (const fileId of new Set(entries.map((entry) => entry.fileId.toHexString()))) {
    const doc = variantsById.get(fileId);
    if (!doc) return null;
    files.push({ doc, widths: entries.filter((entry) => entry.fileId.equals(doc._id)).map((entry) => entry.width) });
  }
  return files;
}

function imageToExport(original: UploadFileDoc<OriginalMetadata>, variantsById: ReadonlyMap<string, UploadFileDoc>): ImageToExport | null {
  const folder = `${MEDIA_FOLDER}/${original._id.toHexString()}`;
  const webp = storedVariants(original.metadata.variants ?? [], variantsById);
  const avif = storedVariants(original.metadata.avifVariants ?? [], variantsById);
  if (!webp || !avif) {
    logger.warn({ image: original._id.toHexString() }, 'An image lacks one of its variants: left out of the content export');
    return null;
  }
  const fileRecord = (doc: UploadFileDoc, segment: string) => ({
    path: `${folder}/${segment}`,
    length: doc.length,
    sha256: '',
    uploadedAt: iso(doc.uploadDate),
  });
  const exported = <Type extends string>(files: StoredVariants, contentType: Type) =>
    files.map(({ doc, widths }) => ({
      doc,
      record: { id: doc._id.toHexString(), widths, contentType, ...fileRecord(doc, safeSegment(doc.filename)) },
    }));
  const webpFiles = exported(webp, 'image/webp' as const);
  const avifFiles = exported(avif, 'image/avif' as const);
  const variants = webpFiles.map((file) => file.record);
  // Left out for an image stored before AVIF variants, so that an import stores it as it is here.
  const avifVariants = original.metadata.avifVariants && avifFiles.map((file) => file.record);
  // An upload named as one of its variants' files (…-480w.webp) keeps a path of its own.
  const segment = safeSegment(original.filename);
  const taken = [...webpFiles, ...avifFiles].some((file) => file.record.path.endsWith(`/${segment}`));
  const ownSegment = taken ? `original-${segment}` : segment;
  const { contentType, width, height, thumbHash } = original.metadata;
  // As an upload names it now: a name stored under older rules is made to pass the import's check.
  const name = displayName(original.metadata.name);
  const record = {
    id: original._id.toHexString(),
    name,
    contentType,
    width,
    height,
    ...fileRecord(original, ownSegment),
    variants,
    ...(avifVariants && { avifVariants }),
    // None for an image stored before placeholders: an import then computes it.
    ...(thumbHash && { thumbHash }),
  } as ImageJson;
  return { record, files: [{ doc: original, record }, ...webpFiles, ...avifFiles] };
}

export interface ContentToExport {
  categories: ContentJson['categories'];
  tags: ContentJson['tags'];
  posts: ContentJson['posts'];
  images: ImageToExport[];
}

/** Everything the export holds, read before its first byte is sent (media files' bytes excepted). */
export async function readContent(): Promise<ContentToExport> {
  const [categories, tags, posts, revisions, files] = await Promise.all([
    Category.find().sort({ _id: 1 }).lean<TaxonomyDoc[]>(),
    Tag.find().sort({ _id: 1 }).lean<TaxonomyDoc[]>(),
    Post.find().sort({ _id: 1 }).lean<PostDoc[]>(),
    PostRevision.find().sort({ postId: 1, version: 1, _id: 1 }).lean<PostRevisionDoc[]>(),
    UploadFile.find().sort({ uploadDate: 1, _id: 1 }).lean<UploadFileDoc[]>(),
  ]);
  const revisionsOf = new Map<number, PostRevisionDoc[]>();
  for (const revision of revisions) {
    const list = revisionsOf.get(revision.postId) ?? [];
    list.push(revision);
    revisionsOf.set(revision.postId, list);
  }
  const variantsById = new Map(
    files
      .filter((file) => file.metadata.kind === 'variant')
      .map((file) => [file._id.toHexString(), file as UploadFileDoc<VariantMetadata>]),
  );
  const originals = files.filter((file): file is UploadFileDoc<OriginalMetadata> => file.metadata.kind === 'original');
  return {
    categories: categories.map(taxonomyJson),
    tags: tags.map(taxonomyJson),
    posts: posts.map((post) => postJson(post, revisionsOf.get(post._id) ?? [])),
    images: originals.map((original) => imageToExport(original, variantsById)).filter((image) => image !== null),
  };
}
